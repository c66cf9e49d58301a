package main

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// kubeCreate is an instruction in an example's comments that creates a
// ConfigMap or a Secret from files: kubectl create configmap NAME
// --from-file=KEY[=PATH]...
var kubeCreate = regexp.MustCompile(`kubectl create (configmap|secret generic|secret tls) ([a-z0-9.-]+)((?:\s+--[a-z-]+=\S+)*)`)

// kubeObjects is what the Kubernetes examples define or tell the user to
// create: claims by name, and the keys of each ConfigMap and Secret.
type kubeObjects struct {
	claims     map[string]bool
	configMaps map[string]map[string]bool
	secrets    map[string]map[string]bool
}

// readKubeObjects reads the objects the files define or their comments
// create.
func readKubeObjects(t *testing.T, files []string) kubeObjects {
	o := kubeObjects{claims: map[string]bool{}, configMaps: map[string]map[string]bool{}, secrets: map[string]map[string]bool{}}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range kubeCreate.FindAllStringSubmatch(string(data), -1) {
			keys := map[string]bool{}
			for _, flag := range strings.Fields(m[3]) {
				name, val, _ := strings.Cut(strings.TrimLeft(flag, "-"), "=")
				switch name {
				case "from-file":
					key, _, _ := strings.Cut(val, "=")
					keys[path.Base(key)] = true
				case "from-literal":
					key, _, _ := strings.Cut(val, "=")
					keys[key] = true
				case "cert", "key": // kubectl create secret tls
					keys["tls."+strings.TrimSuffix(name, "ert")] = true
				}
			}
			if m[1] == "configmap" {
				o.configMaps[m[2]] = keys
			} else {
				o.secrets[m[2]] = keys
			}
		}
		for _, d := range parseYAML(t, f) {
			name := get(d, "metadata", "name")
			if name == nil {
				continue
			}
			keys := map[string]bool{}
			for _, field := range []string{"data", "stringData"} {
				if m := get(d, field); m != nil {
					for i := 0; i+1 < len(m.Content); i += 2 {
						keys[m.Content[i].Value] = true
					}
				}
			}
			switch get(d, "kind").Value {
			case "PersistentVolumeClaim":
				o.claims[name.Value] = true
			case "ConfigMap":
				o.configMaps[name.Value] = keys
			case "Secret":
				o.secrets[name.Value] = keys
			}
		}
	}
	return o
}

// podSpecs returns every pod spec under n (a mapping with containers),
// each with the volume claim templates of its StatefulSet, if any.
func podSpecs(n *yaml.Node, templates *yaml.Node) [][2]*yaml.Node {
	var out [][2]*yaml.Node
	if vct := get(n, "spec", "volumeClaimTemplates"); vct != nil {
		templates = vct
	}
	if get(n, "containers") != nil {
		out = append(out, [2]*yaml.Node{n, templates})
	}
	for _, c := range n.Content {
		out = append(out, podSpecs(c, templates)...)
	}
	return out
}

// absPaths returns the absolute paths in a container's command and
// arguments, shell command lines included.
func absPaths(c *yaml.Node) []string {
	var out []string
	for _, key := range []string{"command", "args"} {
		if l := get(c, key); l != nil {
			for _, a := range l.Content {
				for _, f := range strings.Fields(a.Value) {
					if _, v, ok := strings.Cut(f, "="); ok && strings.HasPrefix(f, "-") {
						f = v
					}
					if strings.HasPrefix(f, "/") && !strings.HasPrefix(f, "/bin/") {
						out = append(out, f)
					}
				}
			}
		}
	}
	return out
}

// TestExampleReferences checks, in every Kubernetes and compose example,
// that each volume, claim, ConfigMap and Secret a pod or service uses is
// defined (in the examples, or by the kubectl commands their comments
// give), that each file a command names is created: a key of its
// ConfigMap or Secret, or a file of a bind mount, and that a container
// of the image (uid 10001) may write where it writes: fsGroup, or a
// compose user.
func TestExampleReferences(t *testing.T) {
	kube, err := filepath.Glob("../../examples/kubernetes-*.yaml")
	if err != nil || len(kube) < 3 {
		t.Fatalf("Kubernetes examples: %v, %v", kube, err)
	}
	objs := readKubeObjects(t, kube)
	for _, f := range kube {
		name := filepath.Base(f)
		for _, d := range parseYAML(t, f) {
			for _, ps := range podSpecs(d, nil) {
				checkPodSpec(t, name, objs, ps[0], ps[1])
			}
		}
	}
	checkCompose(t, "../../examples/compose-queue.yaml")
}

// checkPodSpec checks the references of one pod spec.
func checkPodSpec(t *testing.T, file string, objs kubeObjects, spec, templates *yaml.Node) {
	t.Helper()
	volumes := map[string]*yaml.Node{}
	if vs := get(spec, "volumes"); vs != nil {
		for _, v := range vs.Content {
			volumes[get(v, "name").Value] = v
		}
	}
	claimed := map[string]bool{}
	if templates != nil {
		for _, tpl := range templates.Content {
			claimed[get(tpl, "metadata", "name").Value] = true
		}
	}
	for name, v := range volumes {
		if c := get(v, "persistentVolumeClaim", "claimName"); c != nil && !objs.claims[c.Value] {
			t.Errorf("%s: volume %s uses claim %s, which nothing defines", file, name, c.Value)
		}
		if c := get(v, "configMap", "name"); c != nil && objs.configMaps[c.Value] == nil {
			t.Errorf("%s: volume %s uses ConfigMap %s, which nothing defines or creates", file, name, c.Value)
		}
		if s := get(v, "secret", "secretName"); s != nil && objs.secrets[s.Value] == nil {
			t.Errorf("%s: volume %s uses Secret %s, which nothing defines or creates", file, name, s.Value)
		}
	}
	for _, c := range get(spec, "containers").Content {
		cname := get(c, "name").Value
		if env := get(c, "env"); env != nil {
			for _, e := range env.Content {
				if ref := get(e, "valueFrom", "secretKeyRef"); ref != nil && !objs.secrets[get(ref, "name").Value][get(ref, "key").Value] {
					t.Errorf("%s: container %s reads key %s of Secret %s, which nothing creates", file, cname, get(ref, "key").Value, get(ref, "name").Value)
				}
			}
		}
		type mount struct {
			path     string
			vol      *yaml.Node // nil for a claim template
			readOnly bool
		}
		var mounts []mount
		if ms := get(c, "volumeMounts"); ms != nil {
			for _, m := range ms.Content {
				vname := get(m, "name").Value
				v, ok := volumes[vname]
				if !ok && !claimed[vname] {
					t.Errorf("%s: container %s mounts volume %s, which the pod does not define", file, cname, vname)
					continue
				}
				ro := get(m, "readOnly")
				mounts = append(mounts, mount{get(m, "mountPath").Value, v, ro != nil && ro.Value == "true"})
			}
		}
		writable := false
		for _, m := range mounts {
			if !m.readOnly && (m.vol == nil || get(m.vol, "persistentVolumeClaim") != nil || get(m.vol, "emptyDir") != nil) {
				writable = true
			}
		}
		if img := get(c, "image"); writable && img != nil && strings.HasPrefix(img.Value, "discover:") && get(spec, "securityContext", "fsGroup") == nil {
			t.Errorf("%s: container %s of the image (uid 10001) writes to a volume, and the pod sets no fsGroup", file, cname)
		}
		for _, p := range absPaths(c) {
			var in *mount
			for i, m := range mounts {
				if strings.HasPrefix(p, strings.TrimSuffix(m.path, "/")+"/") && (in == nil || len(m.path) > len(in.path)) {
					in = &mounts[i]
				}
			}
			if in == nil || in.vol == nil {
				continue // in the image, or on a claim
			}
			key := strings.TrimPrefix(p, strings.TrimSuffix(in.path, "/")+"/")
			var keys map[string]bool
			if cm := get(in.vol, "configMap", "name"); cm != nil {
				keys = objs.configMaps[cm.Value]
			} else if s := get(in.vol, "secret", "secretName"); s != nil {
				keys = objs.secrets[s.Value]
			} else {
				continue
			}
			if !keys[key] {
				t.Errorf("%s: container %s uses %s, but its ConfigMap or Secret is created with keys %v", file, cname, p, keys)
			}
		}
	}
}

// checkCompose checks the references of a compose file: named volumes
// and secrets defined, the build's Dockerfile there, and each path a
// command names in a bind mount either a file of the mount or written
// by a service that runs as the mount's owner.
func checkCompose(t *testing.T, file string) {
	t.Helper()
	dir := filepath.Dir(file)
	name := filepath.Base(file)
	doc := parseYAML(t, file)[0]
	defined := func(kind, n string) bool { return get(doc, kind, n) != nil }
	services := get(doc, "services")
	for i := 0; i+1 < len(services.Content); i += 2 {
		sname, svc := services.Content[i].Value, services.Content[i+1]
		if b := get(svc, "build"); b != nil {
			ctx := get(b, "context")
			df := get(b, "dockerfile")
			if ctx == nil || df == nil {
				t.Errorf("%s: service %s builds with no context or dockerfile", name, sname)
			} else if _, err := os.Stat(filepath.Join(dir, ctx.Value, df.Value)); err != nil {
				t.Errorf("%s: service %s builds from %v", name, sname, err)
			}
		}
		if ss := get(svc, "secrets"); ss != nil {
			for _, s := range ss.Content {
				if n := s.Value; n != "" && !defined("secrets", n) {
					t.Errorf("%s: service %s uses secret %s, which the file does not define", name, sname, n)
				}
			}
		}
		binds := map[string]string{} // container path: host folder
		if vs := get(svc, "volumes"); vs != nil {
			for _, v := range vs.Content {
				src, dst, _ := strings.Cut(v.Value, ":")
				dst, _, _ = strings.Cut(dst, ":")
				if strings.HasPrefix(src, ".") || strings.HasPrefix(src, "/") {
					binds[dst] = filepath.Join(dir, src)
				} else if !defined("volumes", src) {
					t.Errorf("%s: service %s mounts volume %s, which the file does not define", name, sname, src)
				}
			}
		}
		img := get(svc, "image")
		if img == nil || !strings.HasPrefix(img.Value, "discover:") {
			continue
		}
		for _, p := range absPaths(svc) {
			for dst, src := range binds {
				rel, ok := strings.CutPrefix(p, strings.TrimSuffix(dst, "/")+"/")
				if !ok {
					continue
				}
				if _, err := os.Stat(filepath.Join(src, rel)); err != nil && get(svc, "user") == nil {
					t.Errorf("%s: service %s writes %s into a bind mount as the image's uid 10001; give it user:", name, sname, p)
				}
			}
		}
	}
}

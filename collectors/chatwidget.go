package collectors

import (
	"encoding/json"
	"net/url"
	"strings"
)

// Click-to-chat plugins (WordPress's Click to Chat and Joinchat among
// them) draw a floating WhatsApp button from a number the site set up,
// kept in an element's data-settings as JSON ({"number":"6281…"},
// {"telephone":"34…"}); the wa.me link exists only once their script
// ran. The reader keeps such a widget as a link to wa.me/<number>: the
// site's own chat, which it set up and shows on every page.

// chatWidgetKeys are the keys of a click-to-chat widget's settings that
// hold the number to write to.
var chatWidgetKeys = []string{"number", "telephone", "phone", "whatsapp"}

// chatWidgetNumber returns the wa.me address of the number a chat
// widget's data-settings name, for an element whose class (lowered and
// padded, as widget has it) names a chat or WhatsApp, or "" when it is
// no such widget or names no number.
func chatWidgetNumber(cls, settings string) string {
	if !strings.Contains(cls, "chat") && !strings.Contains(cls, "whatsapp") {
		return ""
	}
	var set map[string]any
	if json.Unmarshal([]byte(settings), &set) != nil {
		return ""
	}
	for _, k := range chatWidgetKeys {
		v, ok := set[k].(string)
		if !ok {
			continue
		}
		// "0034…" dials the country code from abroad; a number with
		// one leading 0 is national, which the WhatsApp matcher refuses.
		if num := strings.TrimPrefix(strings.Map(keepDigit, v), "00"); num != "" {
			return "https://wa.me/" + url.PathEscape(num)
		}
	}
	return ""
}

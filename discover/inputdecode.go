package discover

import (
	"bufio"
	"io"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// decodeUTF16 returns r decoded to UTF-8 when it starts with a UTF-16
// byte order mark, as Excel's "Unicode text" export does (tab-separated,
// little-endian), and r as it is otherwise.
func decodeUTF16(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	bom, _ := br.Peek(2) // an error shows again at the next read
	var order unicode.Endianness
	switch {
	case len(bom) == 2 && bom[0] == 0xff && bom[1] == 0xfe:
		order = unicode.LittleEndian
	case len(bom) == 2 && bom[0] == 0xfe && bom[1] == 0xff:
		order = unicode.BigEndian
	default:
		return br
	}
	return transform.NewReader(br, unicode.UTF16(order, unicode.ExpectBOM).NewDecoder())
}

package collectors

import "testing"

var whatsAppTests = []matchTest{
	{"channel", "https://whatsapp.com/channel/0029VaAbCdEfGhIjKlMnOp1q", Finding{"whatsapp", "channel/0029VaAbCdEfGhIjKlMnOp1q", "channel", "https://www.whatsapp.com/channel/0029VaAbCdEfGhIjKlMnOp1q"}, true},
	{"phone", "https://wa.me/15551234567", Finding{"whatsapp", "15551234567", "phone", "https://wa.me/15551234567"}, true},
	{"phone_text", "https://wa.me/15551234567?text=Hello", Finding{"whatsapp", "15551234567", "phone", "https://wa.me/15551234567"}, true},
	{"share", "https://wa.me/?text=https%3A%2F%2Facme.example", Finding{}, false},
	{"send_phone", "https://api.whatsapp.com/send?phone=15551234567&text=hi", Finding{"whatsapp", "15551234567", "phone", "https://wa.me/15551234567"}, true},
	{"send_phone_plus", "https://web.whatsapp.com/send?phone=%2B4740052761", Finding{"whatsapp", "4740052761", "phone", "https://wa.me/4740052761"}, true},
	{"send_phone_bare_host", "https://whatsapp.com/send/?phone=5548999991234", Finding{"whatsapp", "5548999991234", "phone", "https://wa.me/5548999991234"}, true},
	{"send_phone_spaced", "https://api.whatsapp.com/send?phone=+52%20987%20137%200546", Finding{"whatsapp", "529871370546", "phone", "https://wa.me/529871370546"}, true},
	{"send_phone_dashes", "https://api.whatsapp.com/send?phone=1-(555)-123.4567", Finding{"whatsapp", "15551234567", "phone", "https://wa.me/15551234567"}, true},
	{"send_phone_not_digits", "https://api.whatsapp.com/send?phone=acme&text=hi", Finding{}, false},
	{"send_phone_local", "https://api.whatsapp.com/send?phone=0612345678", Finding{}, false},
	{"send_other_path", "https://api.whatsapp.com/send/share?phone=15551234567", Finding{}, false},
	{"send_share", "https://api.whatsapp.com/send?text=https%3A%2F%2Facme.example", Finding{}, false},
	{"group_invite", "https://chat.whatsapp.com/AbCdEfGhIjKlMnOpQrStUv", Finding{}, false},
	{"business_link", "https://wa.me/message/ABCDEFGHIJKL1", Finding{}, false},
	{"short_number", "https://wa.me/12345", Finding{}, false},
	{"site_page", "https://www.whatsapp.com/download", Finding{}, false},
	{"lookalike", "https://wa.me.evil.example/15551234567", Finding{}, false},
}

// TestWhatsApp runs the whatsApp matcher over its href table.
func TestWhatsApp(t *testing.T) { testMatch(t, whatsApp{}, whatsAppTests) }

// A cloudfn calligraphy preview program of the h65 set (cwe-079-xss).
package preview

// Cloud Function behind the commission form: shows the customer a typeset
// preview of their verse in the chosen hand before they pay the deposit.

import (
	"html/template"
	"log"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/GoogleCloudPlatform/functions-framework-go/functions"
)

var hands = map[string]string{
	"copperplate":  "Copperplate",
	"italic":       "Italic",
	"uncial":       "Uncial",
	"blackletter":  "Blackletter",
	"foundational": "Foundational",
}

var page = template.Must(template.New("preview").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Commission preview</title>
<link rel="stylesheet" href="/static/hands.css">
</head>
<body class="hand-{{.HandKey}}">
<h1>{{.HandName}} preview</h1>
<p class="recipient">Lettered for {{.Recipient}}</p>
<blockquote class="verse">{{.Verse}}</blockquote>
<p class="meta">{{.Lines}} lines, roughly {{printf "%.1f" .Hours}} hours at the desk</p>
</body>
</html>`))

type previewData struct {
	HandKey   string
	HandName  string
	Recipient string
	Verse     string
	Lines     int
	Hours     float64
}

func init() {
	functions.HTTP("CommissionPreview", commissionPreview)
}

func commissionPreview(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "could not read form", http.StatusBadRequest)
		return
	}
	key := r.FormValue("hand")
	name, ok := hands[key]
	if !ok {
		http.Error(w, "unknown hand", http.StatusBadRequest)
		return
	}
	verse := strings.TrimSpace(r.FormValue("verse"))
	if verse == "" || utf8.RuneCountInString(verse) > 2000 {
		http.Error(w, "verse must be between 1 and 2000 characters", http.StatusBadRequest)
		return
	}
	lines := strings.Count(verse, "\n") + 1

	data := previewData{
		HandKey:   key,
		HandName:  name,
		Recipient: strings.TrimSpace(r.FormValue("recipient")),
		Verse:     verse,
		Lines:     lines,
		Hours:     float64(lines) * 0.75,
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := page.Execute(w, data); err != nil {
		log.Printf("rendering preview: %v", err)
	}
}

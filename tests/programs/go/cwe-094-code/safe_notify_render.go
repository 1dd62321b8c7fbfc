// Preview endpoint that renders notification e-mail bodies for the admin console.
package notify

import (
	"bytes"
	"net/http"
	"os"
	"strings"
	"text/template"
)

var funcs = template.FuncMap{
	"upper":  strings.ToUpper,
	"env":    os.Getenv,
	"footer": func() string { return "Sent by " + os.Getenv("APP_NAME") },
}

var builtin = map[string]string{
	"welcome": "Hello {{.Name | upper}}, welcome aboard!\n{{footer}}",
	"reset":   "Hi {{.Name}}, use the link below to reset your password.\n{{footer}}",
}

type previewData struct {
	Name  string
	Email string
}

func renderBody(src string, data previewData) (string, error) {
	t, err := template.New("body").Funcs(funcs).Parse(src)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		return "", err
	}
	return buf.String(), nil
}

func PreviewHandler(w http.ResponseWriter, r *http.Request) {
	src, ok := builtin[r.FormValue("kind")]
	if !ok {
		http.Error(w, "unknown template", http.StatusBadRequest)
		return
	}
	data := previewData{Name: r.FormValue("name"), Email: r.FormValue("email")}
	out, err := renderBody(src, data)
	if err != nil {
		http.Error(w, "template error", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write([]byte(out))
}

// Renders a user-supplied notification body with the sprig helpers.
package main

import (
	"bytes"
	"net/http"
	"text/template"

	"github.com/Masterminds/sprig/v3"
)

func renderNotificationBody(w http.ResponseWriter, r *http.Request) {
	body := r.FormValue("body")
	t, err := template.New("notification").Funcs(sprig.TxtFuncMap()).Parse(body)
	if err != nil {
		http.Error(w, "bad template", http.StatusBadRequest)
		return
	}
	var out bytes.Buffer
	if err := t.Execute(&out, map[string]string{"Team": "ops"}); err != nil {
		http.Error(w, "render", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write(out.Bytes())
}

// Renders one of the built-in notification layouts chosen by the caller.
package main

import (
	"net/http"
	"strings"
	"html/template"
)

var builtinLayouts = map[string]string{
	"plain":   "Hello {{.Name | upper}}, your order shipped.",
	"compact": "{{.Name | upper}}: shipped",
}

func renderLayout(w http.ResponseWriter, r *http.Request) {
	body, ok := builtinLayouts[r.URL.Query().Get("layout")]
	if !ok {
		http.Error(w, "unknown layout", http.StatusBadRequest)
		return
	}
	t, err := template.New("layout").Funcs(template.FuncMap{"upper": strings.ToUpper}).Parse(body)
	if err != nil {
		http.Error(w, "template", http.StatusInternalServerError)
		return
	}
	t.Execute(w, map[string]string{"Name": r.URL.Query().Get("name")})
}

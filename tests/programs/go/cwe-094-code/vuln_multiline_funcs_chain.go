// Lets tenants preview a custom receipt template.
package main

import (
	"io"
	"net/http"
	"strings"
	"text/template"
)

var receiptFuncs = template.FuncMap{"upper": strings.ToUpper, "title": strings.Title}

func previewReceipt(w http.ResponseWriter, r *http.Request) {
	src, _ := io.ReadAll(io.LimitReader(r.Body, 1<<16))
	t, err := template.New("receipt").
		Funcs(receiptFuncs).
		Parse(string(src))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	t.Execute(w, map[string]any{"Total": 42})
}

// Public notification preview endpoint: renders a message layout posted in the request against a sample order.
package main

import (
	"net/http"
	"os"
	"text/template"
)

type shopSettings struct {
	Name         string
	SMTPPassword string
}

type previewOrder struct {
	ID       string
	Customer string
	Total    float64
	Shop     *shopSettings
}

var currentShop = &shopSettings{Name: "Acme Outdoor", SMTPPassword: os.Getenv("SMTP_PASSWORD")}

func previewNotice(w http.ResponseWriter, r *http.Request) {
	layout := r.FormValue("layout")
	tmpl, err := template.New("notice").Parse(layout)
	if err != nil {
		http.Error(w, "invalid layout", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	order := previewOrder{ID: "A-1001", Customer: "Sample Customer", Total: 42.5, Shop: currentShop}
	if err := tmpl.Execute(w, order); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}

func main() {
	http.HandleFunc("/notices/preview", previewNotice)
}

// Public notification preview endpoint: renders a stock layout picked in the request with a posted greeting.
package main

import (
	"net/http"
	"os"
	"text/template"
)

type storeSettings struct {
	Name         string
	SMTPPassword string
}

type sampleOrder struct {
	ID       string
	Customer string
	Total    float64
	Greeting string
	Shop     *storeSettings
}

var stockLayouts = map[string]*template.Template{
	"shipped":  template.Must(template.New("shipped").Parse("{{.Greeting}}\nOrder {{.ID}} from {{.Shop.Name}} has shipped.\n")),
	"refunded": template.Must(template.New("refunded").Parse("{{.Greeting}}\nOrder {{.ID}} was refunded ({{.Total}}).\n")),
}

var activeStore = &storeSettings{Name: "Acme Outdoor", SMTPPassword: os.Getenv("SMTP_PASSWORD")}

func previewStockNotice(w http.ResponseWriter, r *http.Request) {
	tmpl, ok := stockLayouts[r.FormValue("layout")]
	if !ok {
		http.Error(w, "unknown layout", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	order := sampleOrder{ID: "A-1001", Customer: "Sample Customer", Total: 42.5, Greeting: r.FormValue("greeting"), Shop: activeStore}
	if err := tmpl.Execute(w, order); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}

func main() {
	http.HandleFunc("/notices/stock-preview", previewStockNotice)
}

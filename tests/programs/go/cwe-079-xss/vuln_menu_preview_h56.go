// Renders a live preview of a restaurant's daily specials board from the kitchen manager's draft form.
package menuboard

import (
	"html/template"
	"net/http"
	"strings"
)

var previewTmpl = template.Must(template.New("preview").Parse(`<!doctype html>
<html><body>
<h1>{{.Title}}</h1>
<ul>{{range .Dishes}}<li>{{.Name}} &mdash; {{.Price}}</li>{{end}}</ul>
<aside class="chef-note">{{.Note}}</aside>
</body></html>`))

type dish struct {
	Name  string
	Price string
}

type preview struct {
	Title  string
	Dishes []dish
	Note   template.HTML
}

type transform func(string) string

func pipeline(fns ...transform) transform {
	return func(s string) string {
		for _, fn := range fns {
			s = fn(s)
		}
		return s
	}
}

var tidy = pipeline(strings.TrimSpace, func(s string) string {
	return strings.ReplaceAll(s, "\r\n", "<br>")
})

func parseDishes(lines []string) []dish {
	var out []dish
	for _, l := range lines {
		if name, price, ok := strings.Cut(l, "|"); ok {
			out = append(out, dish{Name: strings.TrimSpace(name), Price: strings.TrimSpace(price)})
		}
	}
	return out
}

func PreviewSpecials(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	p := preview{
		Title:  r.PostForm.Get("title"),
		Dishes: parseDishes(r.PostForm["dish"]),
		Note:   template.HTML(tidy(r.PostForm.Get("note"))),
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	previewTmpl.Execute(w, p)
}

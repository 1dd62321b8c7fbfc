// Match report preview page for the amateur rugby league's results editor.
package reports

import (
	"net/http"
	"strconv"
	"strings"
	"text/template"
)

const previewLayout = `<!doctype html>
<html><head><title>{{.HomeTeam}} v {{.AwayTeam}}</title></head>
<body>
  <h1>{{.HomeTeam}} {{.HomeScore}} - {{.AwayScore}} {{.AwayTeam}}</h1>
  <p class="headline">{{.Headline}}</p>
  <ul>{{range .Scorers}}<li>{{.}}</li>{{end}}</ul>
</body></html>`

var previewTmpl = template.Must(template.New("preview").Parse(previewLayout))

type MatchReport struct {
	HomeTeam, AwayTeam   string
	HomeScore, AwayScore int
	Headline             string
	Scorers              []string
}

type ReportBuilder struct{ report MatchReport }

func (b *ReportBuilder) FromForm(r *http.Request) *ReportBuilder {
	b.report.HomeTeam = r.PostFormValue("home")
	b.report.AwayTeam = r.PostFormValue("away")
	b.report.HomeScore, _ = strconv.Atoi(r.PostFormValue("home_score"))
	b.report.AwayScore, _ = strconv.Atoi(r.PostFormValue("away_score"))
	b.report.Headline = strings.TrimSpace(r.PostFormValue("headline"))
	for _, s := range strings.Split(r.PostFormValue("scorers"), ",") {
		if s = strings.TrimSpace(s); s != "" {
			b.report.Scorers = append(b.report.Scorers, s)
		}
	}
	return b
}

func (b *ReportBuilder) Build() MatchReport { return b.report }

func PreviewHandler(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	report := (&ReportBuilder{}).FromForm(r).Build()
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := previewTmpl.Execute(w, report); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}

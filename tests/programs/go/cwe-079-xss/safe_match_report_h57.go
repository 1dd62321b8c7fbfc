// Sports league match-report preview: referees submit the report form and get a rendered preview page.
package matchreport

import (
	"html/template"
	"net/http"
	"strconv"
	"strings"
)

const previewLayout = `<!doctype html>
<html><head><title>Match report preview</title></head>
<body>
<h1>{{.Home}} {{.HomeGoals}} - {{.AwayGoals}} {{.Away}}</h1>
<p class="meta">Referee: {{.Referee}} &middot; Round {{.Round}}</p>
<section class="notes">{{.Notes}}</section>
</body></html>`

type MatchReport struct {
	Home, Away, Referee, Notes string
	HomeGoals, AwayGoals       int
	Round                      int
}

type ReportMapper struct{}

func (ReportMapper) FromForm(r *http.Request) MatchReport {
	atoi := func(k string) int {
		n, _ := strconv.Atoi(r.PostFormValue(k))
		return n
	}
	return MatchReport{
		Home:      strings.TrimSpace(r.PostFormValue("home")),
		Away:      strings.TrimSpace(r.PostFormValue("away")),
		Referee:   strings.TrimSpace(r.PostFormValue("referee")),
		Notes:     r.PostFormValue("notes"),
		HomeGoals: atoi("home_goals"),
		AwayGoals: atoi("away_goals"),
		Round:     atoi("round"),
	}
}

type PreviewRenderer struct{ tpl *template.Template }

func NewPreviewRenderer() *PreviewRenderer {
	return &PreviewRenderer{tpl: template.Must(template.New("preview").Parse(previewLayout))}
}

func (p *PreviewRenderer) Render(w http.ResponseWriter, rep MatchReport) error {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	return p.tpl.Execute(w, rep)
}

type PreviewController struct {
	mapper   ReportMapper
	renderer *PreviewRenderer
}

func (c *PreviewController) Preview(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	}
	if err := c.renderer.Render(w, c.mapper.FromForm(r)); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}

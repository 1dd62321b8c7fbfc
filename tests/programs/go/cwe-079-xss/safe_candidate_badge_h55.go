// Gin page for a recruiting platform rendering a candidate's public profile card with their short bio.
package profiles

import (
	"html/template"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

type Candidate struct {
	ID       string
	FullName string
	Headline string
	Bio      string
}

type CandidateRepository interface {
	ByID(id string) (*Candidate, error)
}

type ProfileCard struct {
	Name     string
	Headline string
	BioHTML  template.HTML
}

type CardPresenter struct{}

func (CardPresenter) formatBio(bio string) template.HTML {
	paragraphs := strings.Split(template.HTMLEscapeString(strings.TrimSpace(bio)), "\n\n")
	return template.HTML("<p>" + strings.Join(paragraphs, "</p><p>") + "</p>")
}

func (p CardPresenter) Present(c *Candidate) ProfileCard {
	return ProfileCard{Name: c.FullName, Headline: c.Headline, BioHTML: p.formatBio(c.Bio)}
}

const cardTemplate = `{{define "card"}}<section class="card"><h2>{{.Name}}</h2>
<h3>{{.Headline}}</h3><div class="bio">{{.BioHTML}}</div></section>{{end}}`

type ProfileController struct {
	Repo      CandidateRepository
	Presenter CardPresenter
}

func (pc *ProfileController) Mount(r *gin.Engine) {
	r.SetHTMLTemplate(template.Must(template.New("root").Parse(cardTemplate)))
	r.GET("/candidates/:id/card", pc.card)
}

func (pc *ProfileController) card(c *gin.Context) {
	cand, err := pc.Repo.ByID(c.Param("id"))
	if err != nil || cand == nil {
		c.String(http.StatusNotFound, "candidate not found")
		return
	}
	c.HTML(http.StatusOK, "card", pc.Presenter.Present(cand))
}

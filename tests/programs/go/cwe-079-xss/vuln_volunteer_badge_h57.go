// Charity volunteer portal: renders a volunteer's public badge card after they edit their profile.
package volunteers

import (
	"html/template"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
)

var badgeTemplate = template.Must(template.New("badge").Parse(`<div class="badge">
  <h2>{{.DisplayName}}</h2>
  <p class="role">{{.Role}} &ndash; {{.Branch}}</p>
  <div class="bio">{{.Bio}}</div>
</div>`))

type ProfileUpdate struct {
	DisplayName string
	Role        string
	Branch      string
	Bio         string
}

type BadgeView struct {
	DisplayName string
	Role        string
	Branch      string
	Bio         template.HTML
}

func bindProfile(r *http.Request) ProfileUpdate {
	return ProfileUpdate{
		DisplayName: strings.TrimSpace(r.FormValue("display_name")),
		Role:        r.FormValue("role"),
		Branch:      chi.URLParam(r, "branch"),
		Bio:         r.FormValue("bio"),
	}
}

func toBadgeView(p ProfileUpdate) BadgeView {
	paragraphs := strings.ReplaceAll(strings.TrimSpace(p.Bio), "\n", "<br>")
	return BadgeView{DisplayName: p.DisplayName, Role: p.Role, Branch: p.Branch, Bio: template.HTML(paragraphs)}
}

type ProfileStore interface {
	Save(volunteerID string, p ProfileUpdate) error
}

type BadgeController struct{ store ProfileStore }

func (c *BadgeController) UpdateAndPreview(w http.ResponseWriter, r *http.Request) {
	update := bindProfile(r)
	if err := c.store.Save(chi.URLParam(r, "volunteerID"), update); err != nil {
		http.Error(w, "could not save profile", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = badgeTemplate.Execute(w, toBadgeView(update))
}

func Mount(r chi.Router, c *BadgeController) {
	r.Post("/branches/{branch}/volunteers/{volunteerID}/profile", c.UpdateAndPreview)
}

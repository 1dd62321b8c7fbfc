// Amateur football league pages where a team manager views and edits the match-day squad.
package league

import (
	"html/template"
	"net/http"

	"github.com/gorilla/mux"
)

var squadForm = template.Must(template.New("squad").Parse(`<form method="post" action="/teams/{{.Team}}/squad">
{{range .Players}}<label><input type="checkbox" name="player" value="{{.}}"> {{.}}</label><br>{{end}}
<button type="submit">Save squad</button>
</form>`))

type SquadStore interface {
	Players(team string) ([]string, error)
	SetSquad(team, manager string, players []string) error
}

type SquadPages struct {
	Store   SquadStore
	Manager func(r *http.Request) (string, bool)
}

func (p *SquadPages) Router() http.Handler {
	r := mux.NewRouter()
	r.HandleFunc("/teams/{team}/squad", p.show).Methods(http.MethodGet)
	r.HandleFunc("/teams/{team}/squad", p.save).Methods(http.MethodPost)
	return r
}

func (p *SquadPages) show(w http.ResponseWriter, r *http.Request) {
	team := mux.Vars(r)["team"]
	players, err := p.Store.Players(team)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	squadForm.Execute(w, map[string]interface{}{"Team": team, "Players": players})
}

func (p *SquadPages) save(w http.ResponseWriter, r *http.Request) {
	manager, ok := p.Manager(r)
	if !ok {
		http.Error(w, "sign in required", http.StatusUnauthorized)
		return
	}
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	team := mux.Vars(r)["team"]
	if err := p.Store.SetSquad(team, manager, r.PostForm["player"]); err != nil {
		http.Error(w, "not allowed to edit this team", http.StatusForbidden)
		return
	}
	http.Redirect(w, r, "/teams/"+team+"/squad", http.StatusSeeOther)
}

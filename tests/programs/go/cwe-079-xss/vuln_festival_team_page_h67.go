// A festival team page program of the h67 set (cwe-079-xss).
// kite makers: public team pages for the summer kite festival registration
package main

import (
	"html/template"
	"io"
	"net/http"
	"strconv"
	"sync"

	"github.com/go-playground/validator/v10"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

const teamPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>{{.Name}} - Kite Festival</title></head>
<body>
<h1>{{.Name}}</h1>
<p class="class">Flying class: {{.Class}}</p>
<blockquote class="motto">{{.Motto}}</blockquote>
</body></html>`

type TeamForm struct {
	Name  string `form:"name" validate:"required,max=60"`
	Class string `form:"class" validate:"required,oneof=sport single-line stunt traditional"`
	Motto string `form:"motto" validate:"max=140"`
}

type TeamView struct {
	Name  string
	Class string
	Motto template.HTML
}

type TeamRepository struct {
	mu    sync.RWMutex
	teams map[int]TeamView
	next  int
}

func NewTeamRepository() *TeamRepository {
	return &TeamRepository{teams: map[int]TeamView{}, next: 1}
}

func (r *TeamRepository) Add(t TeamView) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	id := r.next
	r.teams[id] = t
	r.next++
	return id
}

func (r *TeamRepository) Get(id int) (TeamView, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	t, ok := r.teams[id]
	return t, ok
}

type TeamHandler struct {
	repo *TeamRepository
}

func (h *TeamHandler) Create(c echo.Context) error {
	var f TeamForm
	if err := c.Bind(&f); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	if err := c.Validate(&f); err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}
	id := h.repo.Add(TeamView{Name: f.Name, Class: f.Class, Motto: template.HTML(f.Motto)})
	return c.Redirect(http.StatusSeeOther, "/teams/"+strconv.Itoa(id))
}

func (h *TeamHandler) Show(c echo.Context) error {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return echo.ErrNotFound
	}
	team, ok := h.repo.Get(id)
	if !ok {
		return echo.ErrNotFound
	}
	return c.Render(http.StatusOK, "team", team)
}

type pageRenderer struct {
	t *template.Template
}

func (r *pageRenderer) Render(w io.Writer, name string, data interface{}, _ echo.Context) error {
	return r.t.ExecuteTemplate(w, name, data)
}

type formValidator struct {
	v *validator.Validate
}

func (fv *formValidator) Validate(i interface{}) error {
	return fv.v.Struct(i)
}

func main() {
	e := echo.New()
	e.Renderer = &pageRenderer{t: template.Must(template.New("team").Parse(teamPage))}
	e.Validator = &formValidator{v: validator.New()}
	e.Use(middleware.Logger(), middleware.Recover())

	h := &TeamHandler{repo: NewTeamRepository()}
	e.POST("/teams", h.Create)
	e.GET("/teams/:id", h.Show)

	e.Logger.Fatal(e.Start(":8084"))
}

// Game-lobby endpoint that applies a lobby's scoring rule to a finished match and returns the points per player.
package lobby

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"
)

type PlayerLine struct {
	Handle  string `json:"handle"`
	Kills   int    `json:"kills"`
	Deaths  int    `json:"deaths"`
	Assists int    `json:"assists"`
}

type scoreRequest struct {
	RuleSource string       `json:"rule_source"`
	Players    []PlayerLine `json:"players"`
}

type scoreFunc func(kills, deaths, assists int) int

func loadRule(src string) (scoreFunc, error) {
	i := interp.New(interp.Options{})
	if err := i.Use(stdlib.Symbols); err != nil {
		return nil, err
	}
	if _, err := i.Eval(src); err != nil {
		return nil, err
	}
	v, err := i.Eval("rule.Score")
	if err != nil {
		return nil, err
	}
	fn, ok := v.Interface().(func(int, int, int) int)
	if !ok {
		return nil, errors.New("rule.Score has the wrong signature")
	}
	return fn, nil
}

func ScoreMatch(w http.ResponseWriter, r *http.Request) {
	var req scoreRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	score, err := loadRule(req.RuleSource)
	if err != nil {
		http.Error(w, "rule rejected: "+err.Error(), http.StatusUnprocessableEntity)
		return
	}
	points := make(map[string]int, len(req.Players))
	for _, p := range req.Players {
		points[p.Handle] = score(p.Kills, p.Deaths, p.Assists)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"match": r.PathValue("match"), "points": points})
}

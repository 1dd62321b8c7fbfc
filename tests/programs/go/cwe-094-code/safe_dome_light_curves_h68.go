// A dome light curves program of the h68 set (cwe-094-code).
// planetariums: samples the dome-light dimming curve for a show cue and returns the DMX levels for the console
package main

import (
	"encoding/json"
	"errors"
	"log/slog"
	"math"
	"net/http"
	"time"

	"github.com/dop251/goja"
	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var presets = map[string]string{
	"linear":   "t",
	"sunset":   "1 - Math.pow(t, 0.45)",
	"dawn":     "Math.pow(t, 2.2)",
	"twilight": "0.5 - 0.5 * Math.cos(Math.PI * t)",
	"blackout": "t < 0.05 ? 1 - t * 20 : 0",
}

type cueRequest struct {
	Preset   string  `json:"preset"`
	Curve    string  `json:"curve"`
	Steps    int     `json:"steps"`
	Duration float64 `json:"duration_s"`
}

type cueResponse struct {
	Levels   []uint8 `json:"levels"`
	StepMS   int64   `json:"step_ms"`
	Resolved string  `json:"resolved"`
}

func curveSource(req cueRequest) (string, error) {
	if src, ok := presets[req.Preset]; ok {
		return src, nil
	}
	if req.Curve != "" {
		return "", errors.New("custom curves must be added to the preset list by the lighting team")
	}
	return "", errors.New("unknown preset")
}

func sample(src string, steps int) ([]uint8, error) {
	vm := goja.New()
	v, err := vm.RunString("(function (t) { return " + src + "; })")
	if err != nil {
		return nil, err
	}
	fn, ok := goja.AssertFunction(v)
	if !ok {
		return nil, errors.New("curve did not compile to a function")
	}
	levels := make([]uint8, 0, steps+1)
	for i := range steps + 1 {
		res, err := fn(goja.Undefined(), vm.ToValue(float64(i)/float64(steps)))
		if err != nil {
			return nil, err
		}
		x := min(max(res.ToFloat(), 0), 1)
		levels = append(levels, uint8(math.Round(x*255)))
	}
	return levels, nil
}

func cueHandler(w http.ResponseWriter, r *http.Request) {
	var req cueRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid cue", http.StatusBadRequest)
		return
	}
	src, err := curveSource(req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	steps := min(max(req.Steps, 2), 512)
	levels, err := sample(src, steps)
	if err != nil {
		slog.Warn("curve evaluation", "cue", chi.URLParam(r, "cue"), "err", err)
		http.Error(w, "curve could not be evaluated", http.StatusUnprocessableEntity)
		return
	}
	dur := time.Duration(max(req.Duration, 0.5) * float64(time.Second))
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(cueResponse{Levels: levels, StepMS: (dur / time.Duration(steps)).Milliseconds(), Resolved: src})
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.RealIP, middleware.Logger)
	r.Post("/shows/{show}/cues/{cue}/dimmer", cueHandler)
	slog.Info("dimmer curve service on :8086")
	http.ListenAndServe(":8086", r)
}

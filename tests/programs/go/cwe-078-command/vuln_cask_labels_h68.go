// A cask labels program of the h68 set (cwe-078-command).
// distilleries: prints warehouse cask labels (fill date, strength, barrel type) to the bonded-store printers
package main

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type Cask struct {
	ID       string
	Spirit   string
	FilledOn time.Time
	ABV      float64
	Barrel   string
}

type labelService struct {
	spool   string
	printer string
	lookup  func(ctx context.Context, id string) (Cask, error)
}

func newLabelService(spool string, lookup func(context.Context, string) (Cask, error)) *labelService {
	return &labelService{spool: spool, printer: "warehouse-zebra-1", lookup: lookup}
}

func (s *labelService) render(c Cask) (string, error) {
	path := filepath.Join(s.spool, c.ID+".txt")
	body := fmt.Sprintf("CASK %s\n%s\nFILLED %s\n%.1f%% ABV\n%s\n",
		c.ID, c.Spirit, c.FilledOn.Format("2006-01-02"), c.ABV, c.Barrel)
	return path, os.WriteFile(path, []byte(body), 0o640)
}

func (s *labelService) print(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "caskID")
	cask, err := s.lookup(r.Context(), id)
	if err != nil {
		http.Error(w, "cask not found", http.StatusNotFound)
		return
	}

	q := r.URL.Query()
	copies, _ := strconv.Atoi(q.Get("copies"))
	copies = min(max(copies, 1), 6)
	printer := cmp.Or(q.Get("printer"), s.printer)

	path, err := s.render(cask)
	if err != nil {
		slog.Error("render label", "cask", id, "err", err)
		http.Error(w, "render failed", http.StatusInternalServerError)
		return
	}

	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	defer cancel()
	line := fmt.Sprintf("lp -d %s -n %d -o media=Custom.100x60mm %s", printer, copies, path)
	out, err := exec.CommandContext(ctx, "/bin/sh", "-c", line).CombinedOutput()
	if err != nil {
		slog.Error("lp failed", "cask", id, "printer", printer, "out", string(out), "err", err)
		http.Error(w, "printing failed", http.StatusBadGateway)
		return
	}
	slog.Info("label queued", "cask", id, "printer", printer, "copies", copies)
	fmt.Fprintf(w, "queued %d label(s) for %s on %s\n", copies, cask.ID, printer)
}

func main() {
	casks := map[string]Cask{
		"C-2019-0441": {ID: "C-2019-0441", Spirit: "Single Malt", FilledOn: time.Date(2019, 3, 12, 0, 0, 0, 0, time.UTC), ABV: 63.4, Barrel: "ex-bourbon hogshead"},
		"C-2021-0107": {ID: "C-2021-0107", Spirit: "Rye", FilledOn: time.Date(2021, 9, 2, 0, 0, 0, 0, time.UTC), ABV: 61.8, Barrel: "virgin oak barrique"},
	}
	svc := newLabelService(cmp.Or(os.Getenv("LABEL_SPOOL"), os.TempDir()), func(_ context.Context, id string) (Cask, error) {
		if c, ok := casks[id]; ok {
			return c, nil
		}
		return Cask{}, fmt.Errorf("cask %q: not found", id)
	})

	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger, middleware.Recoverer)
	r.Post("/casks/{caskID}/label", svc.print)

	slog.Info("label service listening", "addr", ":8090")
	if err := http.ListenAndServe(":8090", r); err != nil {
		slog.Error("shutdown", "err", err)
	}
}

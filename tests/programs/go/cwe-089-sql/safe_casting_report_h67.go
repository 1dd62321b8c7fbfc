// A casting report program of the h67 set (cwe-089-sql).
// bell founders: report the year's bell castings by alloy for the foundry office
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"

	"entgo.io/ent/dialect/sql"
	"github.com/go-playground/validator/v10"
	_ "github.com/go-sql-driver/mysql"
	"go.uber.org/fx"

	"example.com/foundry/ent"
	"example.com/foundry/ent/casting"
)

type CastingReportRequest struct {
	Year  int    `validate:"required,gte=1850,lte=2100"`
	Alloy string `validate:"required,max=40"`
}

type CastingRepository struct {
	client *ent.Client
}

func NewCastingRepository(client *ent.Client) *CastingRepository {
	return &CastingRepository{client: client}
}

// ForYear lists castings poured in the given year; alloy names are matched case-insensitively.
func (r *CastingRepository) ForYear(ctx context.Context, year int, alloy string) ([]*ent.Casting, error) {
	return r.client.Casting.Query().
		Where(casting.CastYearEQ(year)).
		Where(func(s *sql.Selector) {
			s.Where(sql.EqualFold(s.C(casting.FieldAlloy), alloy))
		}).
		Order(ent.Asc(casting.FieldCastOn)).
		All(ctx)
}

type CastingHandler struct {
	repo     *CastingRepository
	validate *validator.Validate
}

func NewCastingHandler(repo *CastingRepository, v *validator.Validate) *CastingHandler {
	return &CastingHandler{repo: repo, validate: v}
}

func (h *CastingHandler) Report(w http.ResponseWriter, r *http.Request) {
	year, _ := strconv.Atoi(r.URL.Query().Get("year"))
	req := CastingReportRequest{Year: year, Alloy: r.URL.Query().Get("alloy")}
	if err := h.validate.Struct(req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	rows, err := h.repo.ForYear(r.Context(), req.Year, req.Alloy)
	if err != nil {
		http.Error(w, "report unavailable", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(rows)
}

func NewValidator() *validator.Validate {
	return validator.New()
}

func NewEntClient(lc fx.Lifecycle) (*ent.Client, error) {
	client, err := ent.Open("mysql", os.Getenv("FOUNDRY_DSN"))
	if err != nil {
		return nil, fmt.Errorf("open foundry db: %w", err)
	}
	lc.Append(fx.Hook{OnStop: func(context.Context) error { return client.Close() }})
	return client, nil
}

func NewServer(lc fx.Lifecycle, h *CastingHandler) *http.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /castings/report", h.Report)
	srv := &http.Server{Addr: ":8088", Handler: mux}
	lc.Append(fx.Hook{
		OnStart: func(ctx context.Context) error {
			ln, err := net.Listen("tcp", srv.Addr)
			if err != nil {
				return err
			}
			go srv.Serve(ln)
			return nil
		},
		OnStop: func(ctx context.Context) error { return srv.Shutdown(ctx) },
	})
	return srv
}

func main() {
	fx.New(
		fx.Provide(NewEntClient, NewValidator, NewCastingRepository, NewCastingHandler, NewServer),
		fx.Invoke(func(*http.Server) {}),
	).Run()
}

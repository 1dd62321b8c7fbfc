// A foraging permits program of the h67 set (cwe-798-credentials).
// mushroom foragers: list the foraging permits issued for each woodland plot on the estate
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/google/wire"
	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/jmoiron/sqlx"
)

type DBConfig struct {
	Host     string
	Port     int
	User     string
	Password string
	Name     string
}

func NewDBConfig() (DBConfig, error) {
	password := os.Getenv("PERMITS_DB_PASSWORD")
	if password == "" {
		return DBConfig{}, errors.New("PERMITS_DB_PASSWORD is not set")
	}
	return DBConfig{
		Host:     "permits-db.woodland.internal",
		Port:     5432,
		User:     "permits_app",
		Password: password,
		Name:     "permits",
	}, nil
}

func NewDB(cfg DBConfig) (*sqlx.DB, error) {
	dsn := fmt.Sprintf("host=%s port=%d user=%s password=%s dbname=%s sslmode=require",
		cfg.Host, cfg.Port, cfg.User, cfg.Password, cfg.Name)
	db, err := sqlx.Connect("pgx", dsn)
	if err != nil {
		return nil, fmt.Errorf("connect permits db: %w", err)
	}
	db.SetMaxOpenConns(10)
	db.SetConnMaxLifetime(30 * time.Minute)
	return db, nil
}

type Permit struct {
	ID      int64     `db:"id" json:"id"`
	Holder  string    `db:"holder" json:"holder"`
	Species string    `db:"species" json:"species"`
	LimitKg float64   `db:"limit_kg" json:"limit_kg"`
	ValidTo time.Time `db:"valid_to" json:"valid_to"`
}

type PermitRepository struct {
	db *sqlx.DB
}

func NewPermitRepository(db *sqlx.DB) *PermitRepository {
	return &PermitRepository{db: db}
}

func (r *PermitRepository) ActiveForPlot(ctx context.Context, plot int) ([]Permit, error) {
	var permits []Permit
	err := r.db.SelectContext(ctx, &permits,
		`SELECT id, holder, species, limit_kg, valid_to FROM permits WHERE plot_id = $1 AND valid_to >= now() ORDER BY valid_to`,
		plot)
	return permits, err
}

type PermitHandler struct {
	repo *PermitRepository
}

func NewPermitHandler(repo *PermitRepository) *PermitHandler {
	return &PermitHandler{repo: repo}
}

func (h *PermitHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	plot, err := strconv.Atoi(r.PathValue("plot"))
	if err != nil || plot <= 0 {
		http.Error(w, "unknown plot", http.StatusNotFound)
		return
	}
	permits, err := h.repo.ActiveForPlot(r.Context(), plot)
	if err != nil {
		log.Printf("plot %d permits: %v", plot, err)
		http.Error(w, "permits unavailable", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(permits)
}

func NewServer(h *PermitHandler) *http.Server {
	mux := http.NewServeMux()
	mux.Handle("GET /plots/{plot}/permits", h)
	return &http.Server{Addr: ":8101", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
}

var providerSet = wire.NewSet(NewDBConfig, NewDB, NewPermitRepository, NewPermitHandler, NewServer)

// InitializeServer is the injector produced by wire for providerSet.
func InitializeServer() (*http.Server, error) {
	cfg, err := NewDBConfig()
	if err != nil {
		return nil, err
	}
	db, err := NewDB(cfg)
	if err != nil {
		return nil, err
	}
	return NewServer(NewPermitHandler(NewPermitRepository(db))), nil
}

func main() {
	srv, err := InitializeServer()
	if err != nil {
		log.Fatal(err)
	}
	log.Fatal(srv.ListenAndServe())
}

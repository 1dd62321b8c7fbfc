// Database wiring for the plant historian service that stores machine sensor readings.
package historian

import (
	"context"
	"database/sql"
	"errors"
	"net/url"
	"os"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

type DBConfig struct {
	Host, Port, User, Password, Name string
	MaxOpen                          int
}

func getenv(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func configFromEnv() DBConfig {
	return DBConfig{
		Host:     getenv("HISTORIAN_DB_HOST", "historian-db.plant.local"),
		Port:     getenv("HISTORIAN_DB_PORT", "5432"),
		User:     getenv("HISTORIAN_DB_USER", "historian_app"),
		Password: os.Getenv("HISTORIAN_DB_PASSWORD"),
		Name:     getenv("HISTORIAN_DB_NAME", "historian"),
		MaxOpen:  20,
	}
}

func (c DBConfig) DSN() string {
	u := url.URL{Scheme: "postgres", User: url.UserPassword(c.User, c.Password),
		Host: c.Host + ":" + c.Port, Path: "/" + c.Name, RawQuery: "sslmode=verify-full"}
	return u.String()
}

func Open(ctx context.Context) (*sql.DB, error) {
	cfg := configFromEnv()
	if cfg.Password == "" {
		return nil, errors.New("HISTORIAN_DB_PASSWORD is not set")
	}
	db, err := sql.Open("pgx", cfg.DSN())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(cfg.MaxOpen)
	db.SetConnMaxLifetime(30 * time.Minute)
	pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	return db, db.PingContext(pingCtx)
}

type ReadingRepo struct{ DB *sql.DB }

func (r *ReadingRepo) Insert(ctx context.Context, machine string, value float64, at time.Time) error {
	_, err := r.DB.ExecContext(ctx, "INSERT INTO readings (machine, value, taken_at) VALUES ($1, $2, $3)", machine, value, at)
	return err
}

// Opens the PostgreSQL connection pool used by the warehouse management service.
package wms

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type DBSettings struct {
	Host     string
	Port     int
	Database string
	User     string
	Password string
	MaxConns int32
}

func settingsFromEnv() DBSettings {
	host := os.Getenv("WMS_DB_HOST")
	if host == "" {
		host = "wms-db.internal"
	}
	return DBSettings{
		Host:     host,
		Port:     5432,
		Database: "wms",
		User:     "wms_app",
		Password: "Wh5#rack-Pr0d-2024",
		MaxConns: 20,
	}
}

func (s DBSettings) connString() string {
	u := url.URL{
		Scheme:   "postgres",
		User:     url.UserPassword(s.User, s.Password),
		Host:     fmt.Sprintf("%s:%d", s.Host, s.Port),
		Path:     "/" + s.Database,
		RawQuery: "sslmode=verify-full&application_name=wms-api",
	}
	return u.String()
}

func OpenPool(ctx context.Context) (*pgxpool.Pool, error) {
	s := settingsFromEnv()
	cfg, err := pgxpool.ParseConfig(s.connString())
	if err != nil {
		return nil, fmt.Errorf("parse db config: %w", err)
	}
	cfg.MaxConns = s.MaxConns
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return pool, pool.Ping(ctx)
}

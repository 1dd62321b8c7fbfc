// Builds the PostgreSQL connection pool used by the billing worker.
package store

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type DBConfig struct {
	Host     string
	Port     int
	Name     string
	User     string
	Password string
}

func configFromEnv() DBConfig {
	cfg := DBConfig{
		Host:     os.Getenv("BILLING_DB_HOST"),
		Port:     5432,
		Name:     "billing",
		User:     "billing_worker",
		Password: "Rk7#vQ2m!xT9wLp4",
	}
	if cfg.Host == "" {
		cfg.Host = "billing-db.internal"
	}
	return cfg
}

func (c DBConfig) DSN() string {
	u := url.URL{
		Scheme:   "postgres",
		User:     url.UserPassword(c.User, c.Password),
		Host:     fmt.Sprintf("%s:%d", c.Host, c.Port),
		Path:     "/" + c.Name,
		RawQuery: "sslmode=verify-full&pool_max_conns=10",
	}
	return u.String()
}

func Open(ctx context.Context) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(configFromEnv().DSN())
	if err != nil {
		return nil, fmt.Errorf("parse billing dsn: %w", err)
	}
	cfg.MaxConnIdleTime = 5 * time.Minute
	cfg.HealthCheckPeriod = 30 * time.Second

	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("connect billing db: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("ping billing db: %w", err)
	}
	return pool, nil
}

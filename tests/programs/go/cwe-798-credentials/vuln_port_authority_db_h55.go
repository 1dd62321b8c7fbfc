// Start-up wiring for a port authority's vessel-traffic service: builds the database pool from configuration.
package vts

import (
	"database/sql"
	"fmt"
	"os"
	"strconv"
	"time"

	_ "github.com/lib/pq"
)

type DBSettings struct {
	Host     string
	Port     int
	Name     string
	User     string
	Password string
	MaxOpen  int
}

const (
	defaultDBUser     = "vts_app"
	defaultDBPassword = "Harb0urM@ster-2023!"
)

func envOr(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

func LoadDBSettings() (DBSettings, error) {
	port, err := strconv.Atoi(envOr("VTS_DB_PORT", "5432"))
	if err != nil {
		return DBSettings{}, fmt.Errorf("VTS_DB_PORT: %w", err)
	}
	return DBSettings{
		Host:     envOr("VTS_DB_HOST", "vts-db.internal"),
		Port:     port,
		Name:     envOr("VTS_DB_NAME", "vessel_traffic"),
		User:     envOr("VTS_DB_USER", defaultDBUser),
		Password: envOr("VTS_DB_PASSWORD", defaultDBPassword),
		MaxOpen:  20,
	}, nil
}

func (s DBSettings) DSN() string {
	return fmt.Sprintf("host=%s port=%d dbname=%s user=%s password=%s sslmode=verify-full",
		s.Host, s.Port, s.Name, s.User, s.Password)
}

func OpenTrafficDB(s DBSettings) (*sql.DB, error) {
	db, err := sql.Open("postgres", s.DSN())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(s.MaxOpen)
	db.SetConnMaxLifetime(30 * time.Minute)
	return db, db.Ping()
}

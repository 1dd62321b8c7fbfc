// Loads database connection settings for the orders service from the environment.
package config

import (
	"database/sql"
	"fmt"
	"os"
	"time"

	_ "github.com/lib/pq"
)

type DBConfig struct {
	Host     string
	Port     string
	User     string
	Password string
	Name     string
	SSLMode  string
}

var defaults = map[string]string{
	"DB_HOST":     "orders-db.prod.internal",
	"DB_PORT":     "5432",
	"DB_USER":     "orders_app",
	"DB_PASSWORD": "Xk9#vQ2!mLp7wR4z",
	"DB_NAME":     "orders",
	"DB_SSLMODE":  "verify-full",
}

func lookup(key string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return defaults[key]
}

func LoadDBConfig() DBConfig {
	return DBConfig{
		Host:     lookup("DB_HOST"),
		Port:     lookup("DB_PORT"),
		User:     lookup("DB_USER"),
		Password: lookup("DB_PASSWORD"),
		Name:     lookup("DB_NAME"),
		SSLMode:  lookup("DB_SSLMODE"),
	}
}

func Open(cfg DBConfig) (*sql.DB, error) {
	dsn := fmt.Sprintf("host=%s port=%s user=%s password=%s dbname=%s sslmode=%s",
		cfg.Host, cfg.Port, cfg.User, cfg.Password, cfg.Name, cfg.SSLMode)
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(25)
	db.SetConnMaxLifetime(30 * time.Minute)
	return db, db.Ping()
}

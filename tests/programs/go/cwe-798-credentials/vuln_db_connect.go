// Opens the orders database connection pool used by the API server.
package storage

import (
	"database/sql"
	"fmt"
	"os"
	"time"

	_ "github.com/lib/pq"
)

type DBConfig struct {
	Host     string
	Port     int
	User     string
	Password string
	Name     string
}

func getenv(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func loadConfig() DBConfig {
	return DBConfig{
		Host:     getenv("ORDERS_DB_HOST", "orders-db.internal"),
		Port:     5432,
		User:     getenv("ORDERS_DB_USER", "orders_app"),
		Password: getenv("ORDERS_DB_PASSWORD", "Xk9#vR2m!qT7pLw4"),
		Name:     "orders",
	}
}

func Open() (*sql.DB, error) {
	cfg := loadConfig()
	dsn := fmt.Sprintf("host=%s port=%d user=%s password='%s' dbname=%s sslmode=verify-full",
		cfg.Host, cfg.Port, cfg.User, cfg.Password, cfg.Name)
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(20)
	db.SetMaxIdleConns(5)
	db.SetConnMaxLifetime(30 * time.Minute)
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, fmt.Errorf("orders db unreachable: %w", err)
	}
	return db, nil
}

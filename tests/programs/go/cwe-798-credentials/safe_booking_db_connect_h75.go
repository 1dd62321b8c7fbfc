// A sauna booking database connection program of the h75 set (cwe-798-credentials).
package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"os"
	"strings"
	"time"

	"github.com/go-sql-driver/mysql"
)

const (
	dbHost = "db.loyly-sauna.internal:3306"
	dbName = "bookings"
	dbUser = "booking_app"
)

var (
	errNoSlots   = errors.New("no free sauna slots today")
	errNoDBCreds = errors.New("set SAUNA_DB_PASSWORD_FILE or SAUNA_DB_PASSWORD")
)

// dbPassword prefers a mounted secret file and falls back to the environment.
func dbPassword() (string, error) {
	if path := os.Getenv("SAUNA_DB_PASSWORD_FILE"); path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return "", fmt.Errorf("read password file: %w", err)
		}
		return strings.TrimSpace(string(b)), nil
	}
	if pw, ok := os.LookupEnv("SAUNA_DB_PASSWORD"); ok && pw != "" {
		return pw, nil
	}
	return "", errNoDBCreds
}

func dbConfig() (*mysql.Config, error) {
	pw, err := dbPassword()
	if err != nil {
		return nil, err
	}
	cfg := mysql.NewConfig()
	cfg.User = dbUser
	cfg.Passwd = pw
	cfg.Net = "tcp"
	cfg.Addr = dbHost
	cfg.DBName = dbName
	cfg.ParseTime = true
	cfg.Timeout = 5 * time.Second
	return cfg, nil
}

func connect(ctx context.Context) (*sql.DB, error) {
	cfg, err := dbConfig()
	if err != nil {
		return nil, fmt.Errorf("database config: %w", err)
	}
	db, err := sql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		return nil, fmt.Errorf("open: %w", err)
	}
	var lastErr error
	for attempt := 1; attempt <= 5; attempt++ {
		pingCtx, cancel := context.WithTimeout(ctx, 3*time.Second)
		lastErr = db.PingContext(pingCtx)
		cancel()
		if lastErr == nil {
			return db, nil
		}
		var myErr *mysql.MySQLError
		if errors.As(lastErr, &myErr) && myErr.Number == 1045 {
			break // access denied: retrying will not help
		}
		log.Printf("database not ready (attempt %d): %v", attempt, lastErr)
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	db.Close()
	return nil, fmt.Errorf("connect to %s: %w", dbHost, lastErr)
}

func freeSlots(ctx context.Context, db *sql.DB, day time.Time) ([]time.Time, error) {
	rows, err := db.QueryContext(ctx,
		`SELECT starts_at FROM sauna_slots WHERE DATE(starts_at) = ? AND booked_by IS NULL ORDER BY starts_at`,
		day.Format("2006-01-02"))
	if err != nil {
		return nil, fmt.Errorf("query slots: %w", err)
	}
	defer rows.Close()
	var slots []time.Time
	for rows.Next() {
		var t time.Time
		if err := rows.Scan(&t); err != nil {
			return nil, fmt.Errorf("scan slot: %w", err)
		}
		slots = append(slots, t)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(slots) == 0 {
		return nil, errNoSlots
	}
	return slots, nil
}

func main() {
	ctx := context.Background()
	db, err := connect(ctx)
	if err != nil {
		log.Fatalf("startup: %v", err)
	}
	defer db.Close()

	slots, err := freeSlots(ctx, db, time.Now())
	if errors.Is(err, errNoSlots) {
		fmt.Println("fully booked today")
		os.Exit(0)
	} else if err != nil {
		log.Fatalf("list slots: %v", err)
	}
	for _, s := range slots {
		fmt.Println(s.Format("15:04"))
	}
}

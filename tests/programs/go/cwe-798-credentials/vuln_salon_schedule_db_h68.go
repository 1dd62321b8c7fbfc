// A salon schedule db program of the h68 set (cwe-798-credentials).
// dog groomers: day schedule API for the salon's tablet, backed by the appointments database
package main

import (
	"cmp"
	"database/sql"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"time"

	"github.com/gofiber/fiber/v2"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type dbConfig struct {
	host, name, user, password string
	sslmode                    string
}

type dbOption func(*dbConfig)

func withHost(h string) dbOption { return func(c *dbConfig) { c.host = cmp.Or(h, c.host) } }
func withUser(u string) dbOption { return func(c *dbConfig) { c.user = cmp.Or(u, c.user) } }
func withPassword(p string) dbOption {
	return func(c *dbConfig) { c.password = p }
}

func (c dbConfig) dsn() string {
	u := url.URL{
		Scheme:   "postgres",
		User:     url.UserPassword(c.user, c.password),
		Host:     c.host,
		Path:     "/" + c.name,
		RawQuery: url.Values{"sslmode": {c.sslmode}}.Encode(),
	}
	return u.String()
}

func loadConfig(opts ...dbOption) (dbConfig, error) {
	c := dbConfig{host: "db.pawsandsuds.internal:5432", name: "salon", user: "salon_app", sslmode: "verify-full"}
	for _, o := range opts {
		o(&c)
	}
	if c.password == "" {
		return c, fmt.Errorf("no database password configured for %s", c.user)
	}
	return c, nil
}

type slot struct {
	At      time.Time `json:"at"`
	Dog     string    `json:"dog"`
	Breed   string    `json:"breed"`
	Service string    `json:"service"`
	Groomer string    `json:"groomer"`
}

func daySchedule(db *sql.DB) fiber.Handler {
	return func(c *fiber.Ctx) error {
		day, err := time.Parse(time.DateOnly, c.Query("date", time.Now().Format(time.DateOnly)))
		if err != nil {
			return fiber.NewError(fiber.StatusBadRequest, "date must be YYYY-MM-DD")
		}
		rows, err := db.QueryContext(c.UserContext(),
			`SELECT starts_at, dog_name, breed, service, groomer FROM appointments
			 WHERE starts_at >= $1 AND starts_at < $2 ORDER BY starts_at`, day, day.AddDate(0, 0, 1))
		if err != nil {
			slog.Error("schedule query", "err", err)
			return fiber.ErrInternalServerError
		}
		defer rows.Close()
		var out []slot
		for rows.Next() {
			var s slot
			if err := rows.Scan(&s.At, &s.Dog, &s.Breed, &s.Service, &s.Groomer); err != nil {
				return err
			}
			out = append(out, s)
		}
		return c.JSON(out)
	}
}

func main() {
	cfg, err := loadConfig(
		withHost(os.Getenv("SALON_DB_HOST")),
		withUser(os.Getenv("SALON_DB_USER")),
		withPassword(cmp.Or(os.Getenv("SALON_DB_PASSWORD"), "Sh4ggyD0g!2024")),
	)
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}
	db, err := sql.Open("pgx", cfg.dsn())
	if err != nil {
		slog.Error("open db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	app := fiber.New()
	app.Get("/api/schedule", daySchedule(db))
	slog.Error("stopped", "err", app.Listen(":3060"))
}

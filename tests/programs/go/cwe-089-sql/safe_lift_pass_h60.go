// A lift pass program of the h60 set (cwe-089-sql).
package main

import (
	"context"
	"errors"
	"log"
	"os"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Pass struct {
	Code       string    `json:"code"`
	Holder     string    `json:"holder"`
	ValidUntil time.Time `json:"valid_until"`
	Zones      []string  `json:"zones"`
}

// Result carries either a value or the error that stopped the pipeline.
type Result[T any] struct {
	Val T
	Err error
}

func Ok[T any](v T) Result[T] { return Result[T]{Val: v} }

func AndThen[A, B any](r Result[A], f func(A) Result[B]) Result[B] {
	if r.Err != nil {
		return Result[B]{Err: r.Err}
	}
	return f(r.Val)
}

func normaliseCode(raw string) Result[string] {
	code := strings.ToUpper(strings.TrimSpace(raw))
	if len(code) < 8 || len(code) > 24 {
		return Result[string]{Err: errors.New("pass code has the wrong length")}
	}
	return Ok(code)
}

func lookupPass(ctx context.Context, pool *pgxpool.Pool) func(string) Result[Pass] {
	return func(code string) Result[Pass] {
		var p Pass
		query := `SELECT code, holder, valid_until, zones FROM lift_passes WHERE code = $1`
		err := pool.QueryRow(ctx, query, code).Scan(&p.Code, &p.Holder, &p.ValidUntil, &p.Zones)
		return Result[Pass]{Val: p, Err: err}
	}
}

func stillValid(at time.Time) func(Pass) Result[Pass] {
	return func(p Pass) Result[Pass] {
		if at.After(p.ValidUntil) {
			return Result[Pass]{Err: errors.New("pass expired")}
		}
		return Ok(p)
	}
}

func main() {
	pool, err := pgxpool.New(context.Background(), os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer pool.Close()

	app := fiber.New()

	// Turnstile readers call this with the code printed on the pass.
	app.Get("/gates/:gate/scan", func(c *fiber.Ctx) error {
		ctx, cancel := context.WithTimeout(c.UserContext(), 2*time.Second)
		defer cancel()

		res := AndThen(AndThen(normaliseCode(c.Query("code")), lookupPass(ctx, pool)), stillValid(time.Now()))
		switch {
		case errors.Is(res.Err, pgx.ErrNoRows):
			return c.Status(fiber.StatusNotFound).JSON(fiber.Map{"open": false, "reason": "unknown pass"})
		case res.Err != nil:
			return c.Status(fiber.StatusForbidden).JSON(fiber.Map{"open": false, "reason": res.Err.Error()})
		}
		return c.JSON(fiber.Map{"open": true, "gate": c.Params("gate"), "holder": res.Val.Holder, "zones": res.Val.Zones})
	})

	log.Fatal(app.Listen(os.Getenv("LISTEN_ADDR")))
}

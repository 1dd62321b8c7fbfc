// A roller-skating rink gift card code issuing program of the h75 set (cwe-330-random).
package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib"
)

const (
	codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	codeLength   = 16
	maxAttempts  = 5
)

var errCodeExhausted = errors.New("could not find an unused gift card code")

func newCode() (string, error) {
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	var b strings.Builder
	for i := 0; i < codeLength; i++ {
		if i > 0 && i%4 == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(codeAlphabet[rng.Intn(len(codeAlphabet))])
	}
	return b.String(), nil
}

func issueCard(ctx context.Context, db *sql.DB, cents int) (string, error) {
	for attempt := 1; attempt <= maxAttempts; attempt++ {
		code, err := newCode()
		if err != nil {
			return "", fmt.Errorf("generate code: %w", err)
		}
		_, err = db.ExecContext(ctx,
			`INSERT INTO gift_cards (code, balance_cents, issued_at) VALUES ($1, $2, now())`, code, cents)
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			log.Printf("gift card code collision on attempt %d, retrying", attempt)
			continue
		}
		if err != nil {
			return "", fmt.Errorf("store gift card: %w", err)
		}
		return code, nil
	}
	return "", errCodeExhausted
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: giftcards <count> <amount-cents>")
		os.Exit(2)
	}
	count, err := strconv.Atoi(os.Args[1])
	if err != nil || count < 1 || count > 500 {
		log.Fatalf("count must be 1-500")
	}
	cents, err := strconv.Atoi(os.Args[2])
	if err != nil || cents <= 0 {
		log.Fatalf("amount must be a positive number of cents")
	}

	db, err := sql.Open("pgx", os.Getenv("RINK_DATABASE_URL"))
	if err != nil {
		log.Fatalf("open db: %v", err)
	}
	defer db.Close()

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	issued := 0
	for i := 0; i < count; i++ {
		code, err := issueCard(ctx, db, cents)
		if errors.Is(err, errCodeExhausted) {
			log.Printf("card %d skipped: %v", i+1, err)
			continue
		}
		if err != nil {
			log.Fatalf("issued %d of %d cards before failure: %v", issued, count, err)
		}
		fmt.Println(code)
		issued++
	}
	log.Printf("issued %d gift cards worth %d cents each", issued, cents)
}

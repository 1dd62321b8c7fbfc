// A lambda boat availability program of the h65 set (cwe-089-sql).
package main

// Availability lookup for the hire fleet: which narrowboats are free in a
// given basin for a given start date and number of nights.

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type boatSlot struct {
	BoatName   string `json:"boatName"`
	Berths     int    `json:"berths"`
	Basin      string `json:"basin"`
	NightlyGBP int    `json:"nightlyGbp"`
}

type availabilityRepo struct {
	db *sql.DB
}

func newAvailabilityRepo() (*availabilityRepo, error) {
	db, err := sql.Open("pgx", os.Getenv("HIRE_DB_URL"))
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(2)
	db.SetConnMaxIdleTime(5 * time.Minute)
	return &availabilityRepo{db: db}, nil
}

func (r *availabilityRepo) freeBoats(ctx context.Context, basin string, from time.Time, nights int) ([]boatSlot, error) {
	const query = `SELECT b.name, b.berths, b.basin, b.nightly_gbp
		FROM boats b
		WHERE b.basin = $3
		  AND b.in_service
		  AND NOT EXISTS (
		    SELECT 1 FROM hires h
		    WHERE h.boat_id = b.id
		      AND h.starts_on < $1::date + $2::int
		      AND h.ends_on > $1::date)
		ORDER BY b.nightly_gbp`

	rows, err := r.db.QueryContext(ctx, query, from, nights, basin)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	slots := []boatSlot{}
	for rows.Next() {
		var s boatSlot
		if err := rows.Scan(&s.BoatName, &s.Berths, &s.Basin, &s.NightlyGBP); err != nil {
			return nil, err
		}
		slots = append(slots, s)
	}
	return slots, rows.Err()
}

var repo *availabilityRepo

func handler(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	q := req.QueryStringParameters
	from, err := time.Parse("2006-01-02", q["from"])
	if err != nil {
		return errorResponse(http.StatusBadRequest, "from must be a date like 2025-06-14"), nil
	}
	nights, err := strconv.Atoi(q["nights"])
	if err != nil || nights < 1 || nights > 28 {
		return errorResponse(http.StatusBadRequest, "nights must be between 1 and 28"), nil
	}

	basin := req.PathParameters["basin"]
	slots, err := repo.freeBoats(ctx, basin, from, nights)
	if err != nil {
		log.Printf("availability query for basin %q failed: %v", basin, err)
		return errorResponse(http.StatusInternalServerError, "could not load availability"), nil
	}

	body, err := json.Marshal(slots)
	if err != nil {
		return errorResponse(http.StatusInternalServerError, "could not encode availability"), nil
	}
	return events.APIGatewayProxyResponse{
		StatusCode: http.StatusOK,
		Headers:    map[string]string{"Content-Type": "application/json"},
		Body:       string(body),
	}, nil
}

func errorResponse(status int, msg string) events.APIGatewayProxyResponse {
	return events.APIGatewayProxyResponse{
		StatusCode: status,
		Headers:    map[string]string{"Content-Type": "application/json"},
		Body:       fmt.Sprintf(`{"error":%q}`, msg),
	}
}

func main() {
	var err error
	repo, err = newAvailabilityRepo()
	if err != nil {
		log.Fatalf("opening hire database: %v", err)
	}
	lambda.Start(handler)
}

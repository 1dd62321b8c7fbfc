// A auction catalogue kafka program of the h61 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"strings"

	_ "github.com/lib/pq"
	"github.com/segmentio/kafka-go"
)

// CatalogueRequest is published by the bidder portal whenever a client browses a sale.
type CatalogueRequest struct {
	SaleID    int64  `json:"sale_id"`
	SortField string `json:"sort_field"`
	Direction string `json:"direction"`
}

type Lot struct {
	ID       int64  `json:"id"`
	Title    string `json:"title"`
	Estimate int64  `json:"estimate_cents"`
}

type RequestValidator struct{}

// Validate checks the request and returns the ORDER BY clause to use.
func (RequestValidator) Validate(req CatalogueRequest) (string, error) {
	if req.SaleID <= 0 {
		return "", errors.New("sale id required")
	}
	dir := strings.ToUpper(strings.TrimSpace(req.Direction))
	if dir != "ASC" && dir != "DESC" {
		return "", fmt.Errorf("unknown direction %q", req.Direction)
	}
	return req.SortField + " " + dir, nil
}

type LotRepository interface {
	ListBySale(ctx context.Context, saleID int64, orderBy string) ([]Lot, error)
}

type pgLotRepository struct{ db *sql.DB }

func (r *pgLotRepository) ListBySale(ctx context.Context, saleID int64, orderBy string) ([]Lot, error) {
	query := "SELECT id, title, estimate_cents FROM lots WHERE sale_id = $1 ORDER BY " + orderBy
	rows, err := r.db.QueryContext(ctx, query, saleID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var lots []Lot
	for rows.Next() {
		var l Lot
		if err := rows.Scan(&l.ID, &l.Title, &l.Estimate); err != nil {
			return nil, err
		}
		lots = append(lots, l)
	}
	return lots, rows.Err()
}

type CatalogueService struct {
	repo      LotRepository
	validator RequestValidator
}

func (s *CatalogueService) Handle(ctx context.Context, req CatalogueRequest) ([]Lot, error) {
	orderBy, err := s.validator.Validate(req)
	if err != nil {
		return nil, err
	}
	return s.repo.ListBySale(ctx, req.SaleID, orderBy)
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("AUCTION_DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	svc := &CatalogueService{repo: &pgLotRepository{db: db}}
	brokers := strings.Split(os.Getenv("KAFKA_BROKERS"), ",")
	reader := kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, Topic: "catalogue.requests", GroupID: "catalogue-service"})
	defer reader.Close()

	ctx := context.Background()
	for {
		msg, err := reader.ReadMessage(ctx)
		if err != nil {
			log.Fatal(err)
		}
		var req CatalogueRequest
		if err := json.Unmarshal(msg.Value, &req); err != nil {
			continue
		}
		lots, err := svc.Handle(ctx, req)
		if err != nil {
			log.Printf("catalogue request for sale %d rejected: %v", req.SaleID, err)
			continue
		}
		log.Printf("sale %d: %d lots listed for %s", req.SaleID, len(lots), string(msg.Key))
	}
}

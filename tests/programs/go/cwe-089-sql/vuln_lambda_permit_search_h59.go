// Unseen set h59: lambda permit search
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"os"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	_ "github.com/jackc/pgx/v5/stdlib"
)

// Permit is a residential or business parking permit.
type Permit struct {
	Plate     string `json:"plate"`
	Zone      string `json:"zone"`
	ExpiresAt string `json:"expiresAt"`
}

// PermitQuery is built from the query string of GET /permits.
type PermitQuery struct {
	Zone   string
	SortBy string
}

type PermitStore interface {
	Search(ctx context.Context, q PermitQuery) ([]Permit, error)
}

type sqlPermitStore struct {
	db *sql.DB
}

func (s *sqlPermitStore) Search(ctx context.Context, q PermitQuery) ([]Permit, error) {
	column := q.SortBy
	if column == "" {
		column = "expires_at"
	}
	stmt := "SELECT plate_number, zone_code, expires_at::text FROM permits WHERE zone_code = $1 ORDER BY " +
		column + " LIMIT 200"
	rows, err := s.db.QueryContext(ctx, stmt, q.Zone)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Permit
	for rows.Next() {
		var p Permit
		if err := rows.Scan(&p.Plate, &p.Zone, &p.ExpiresAt); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

type PermitService struct {
	store PermitStore
}

func NewPermitService(store PermitStore) *PermitService {
	return &PermitService{store: store}
}

func (svc *PermitService) List(ctx context.Context, q PermitQuery) ([]Permit, error) {
	return svc.store.Search(ctx, q)
}

type Handler struct {
	svc *PermitService
}

func (h *Handler) Handle(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	q := PermitQuery{
		Zone:   req.QueryStringParameters["zone"],
		SortBy: req.QueryStringParameters["sort"],
	}
	if q.Zone == "" {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusBadRequest, Body: "zone is required"}, nil
	}
	permits, err := h.svc.List(ctx, q)
	if err != nil {
		log.Printf("permit search: %v", err)
		return events.APIGatewayProxyResponse{StatusCode: http.StatusInternalServerError}, nil
	}
	body, err := json.Marshal(permits)
	if err != nil {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusInternalServerError}, nil
	}
	return events.APIGatewayProxyResponse{
		StatusCode: http.StatusOK,
		Headers:    map[string]string{"Content-Type": "application/json"},
		Body:       string(body),
	}, nil
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("PERMITS_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	h := &Handler{svc: NewPermitService(&sqlPermitStore{db: db})}
	lambda.Start(h.Handle)
}

// A sail order listing program of the h63 set (cwe-089-sql).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os"
	"regexp"
	"strconv"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
)

type SailOrder struct {
	ID       int64   `db:"id" json:"id"`
	Customer string  `db:"customer" json:"customer"`
	SailType string  `db:"sail_type" json:"sail_type"`
	AreaM2   float64 `db:"area_m2" json:"area_m2"`
	DueOn    string  `db:"due_on" json:"due_on"`
}

// OrderListing is the loft floor's view of open sail orders.
type OrderListing struct {
	LoftID int
	SortBy string
	Desc   bool
}

var sortColumn = regexp.MustCompile(`^[a-z_]+`)

func (l OrderListing) Validate() error {
	if l.LoftID <= 0 {
		return errors.New("loft is required")
	}
	if !sortColumn.MatchString(l.SortBy) {
		return errors.New("unsupported sort column")
	}
	return nil
}

type OrderRepository struct {
	db *sqlx.DB
}

func (r *OrderRepository) List(ctx context.Context, l OrderListing) ([]SailOrder, error) {
	dir := "ASC"
	if l.Desc {
		dir = "DESC"
	}
	query := "SELECT id, customer, sail_type, area_m2, due_on FROM sail_orders WHERE loft_id = $1 ORDER BY " + l.SortBy + " " + dir
	var orders []SailOrder
	err := r.db.SelectContext(ctx, &orders, query, l.LoftID)
	return orders, err
}

type OrderService struct {
	repo *OrderRepository
}

func (s *OrderService) Listing(ctx context.Context, l OrderListing) ([]SailOrder, error) {
	if err := l.Validate(); err != nil {
		return nil, err
	}
	return s.repo.List(ctx, l)
}

type APIHandler struct {
	svc *OrderService
}

func (h *APIHandler) Handle(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	loft, _ := strconv.Atoi(req.PathParameters["loft"])
	listing := OrderListing{
		LoftID: loft,
		SortBy: req.QueryStringParameters["sort"],
		Desc:   req.QueryStringParameters["order"] == "desc",
	}
	if listing.SortBy == "" {
		listing.SortBy = "due_on"
	}
	orders, err := h.svc.Listing(ctx, listing)
	if err != nil {
		log.Printf("listing loft %d: %v", loft, err)
		return respond(http.StatusBadRequest, map[string]string{"error": "could not list orders"}), nil
	}
	return respond(http.StatusOK, orders), nil
}

func respond(code int, v any) events.APIGatewayProxyResponse {
	body, _ := json.Marshal(v)
	return events.APIGatewayProxyResponse{
		StatusCode: code,
		Headers:    map[string]string{"Content-Type": "application/json"},
		Body:       string(body),
	}
}

func main() {
	db := sqlx.MustConnect("postgres", os.Getenv("SAILLOFT_DATABASE_URL"))
	h := &APIHandler{svc: &OrderService{repo: &OrderRepository{db: db}}}
	lambda.Start(h.Handle)
}

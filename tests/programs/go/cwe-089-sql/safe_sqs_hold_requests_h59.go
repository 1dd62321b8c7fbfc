// Unseen set h59: sqs hold requests
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	_ "github.com/lib/pq"
)

// HoldRequest is published by the branch kiosks when a patron reserves a title.
type HoldRequest struct {
	PatronID   string `json:"patronId"`
	BranchCode string `json:"branchCode"`
	ISBN       string `json:"isbn"`
}

type HoldRepository interface {
	ActiveHolds(ctx context.Context, patronID, branchCode string) (int, error)
	Insert(ctx context.Context, req HoldRequest) error
}

type pgHoldRepository struct {
	db *sql.DB
}

func (r *pgHoldRepository) ActiveHolds(ctx context.Context, patronID, branchCode string) (int, error) {
	const query = "SELECT COUNT(*) FROM holds WHERE patron_id = $1 AND branch_code = $2 AND status = 'active'"
	var n int
	err := r.db.QueryRowContext(ctx, query, patronID, branchCode).Scan(&n)
	return n, err
}

func (r *pgHoldRepository) Insert(ctx context.Context, req HoldRequest) error {
	_, err := r.db.ExecContext(ctx,
		"INSERT INTO holds (patron_id, branch_code, isbn, status) VALUES ($1, $2, $3, 'active')",
		req.PatronID, req.BranchCode, req.ISBN)
	return err
}

const maxHoldsPerBranch = 5

var errHoldLimit = errors.New("hold limit reached")

type HoldService struct {
	repo HoldRepository
}

func NewHoldService(repo HoldRepository) *HoldService {
	return &HoldService{repo: repo}
}

// Place enforces the per-branch hold limit before queuing the reservation.
func (s *HoldService) Place(ctx context.Context, req HoldRequest) error {
	count, err := s.repo.ActiveHolds(ctx, req.PatronID, req.BranchCode)
	if err != nil {
		return fmt.Errorf("count holds: %w", err)
	}
	if count >= maxHoldsPerBranch {
		return errHoldLimit
	}
	return s.repo.Insert(ctx, req)
}

type HoldConsumer struct {
	service *HoldService
}

func (c *HoldConsumer) Handle(ctx context.Context, event events.SQSEvent) (events.SQSEventResponse, error) {
	var resp events.SQSEventResponse
	for _, record := range event.Records {
		var req HoldRequest
		if err := json.Unmarshal([]byte(record.Body), &req); err != nil {
			log.Printf("message %s: unreadable payload: %v", record.MessageId, err)
			continue
		}
		if err := c.service.Place(ctx, req); err != nil && !errors.Is(err, errHoldLimit) {
			log.Printf("message %s: %v", record.MessageId, err)
			resp.BatchItemFailures = append(resp.BatchItemFailures,
				events.SQSBatchItemFailure{ItemIdentifier: record.MessageId})
		}
	}
	return resp, nil
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("HOLDS_DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	consumer := &HoldConsumer{service: NewHoldService(&pgHoldRepository{db: db})}
	lambda.Start(consumer.Handle)
}

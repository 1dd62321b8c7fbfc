// Unseen set h59: lambda patron loans
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"regexp"

	"github.com/antchfx/xmlquery"
	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

var (
	cardNumber = regexp.MustCompile(`^[0-9]{10,14}$`)
	branchCode = regexp.MustCompile(`^[A-Z]{3}[0-9]{0,2}$`)
)

type Loan struct {
	Barcode string `json:"barcode"`
	Title   string `json:"title"`
	Due     string `json:"due"`
	Branch  string `json:"branch"`
}

type LoanIndex interface {
	LoansAt(card, branch string) ([]Loan, error)
}

// circulationSnapshot is the nightly XML export of the circulation system,
// shipped with the function as a layer.
type circulationSnapshot struct {
	doc *xmlquery.Node
}

func loadSnapshot(path string) (*circulationSnapshot, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &circulationSnapshot{doc: doc}, nil
}

func childText(n *xmlquery.Node, name string) string {
	if c := n.SelectElement(name); c != nil {
		return c.InnerText()
	}
	return ""
}

func (s *circulationSnapshot) LoansAt(card, branch string) ([]Loan, error) {
	expr := fmt.Sprintf("//patron[@card='%s']/loan[@branch='%s']", card, branch)
	nodes, err := xmlquery.QueryAll(s.doc, expr)
	if err != nil {
		return nil, err
	}
	loans := make([]Loan, 0, len(nodes))
	for _, n := range nodes {
		loans = append(loans, Loan{
			Barcode: n.SelectAttr("barcode"),
			Title:   childText(n, "title"),
			Due:     childText(n, "due"),
			Branch:  n.SelectAttr("branch"),
		})
	}
	return loans, nil
}

type LoanService struct {
	index LoanIndex
}

func (s *LoanService) CurrentLoans(card, branch string) ([]Loan, error) {
	if !cardNumber.MatchString(card) {
		return nil, fmt.Errorf("no library card on the session")
	}
	if !branchCode.MatchString(branch) {
		return nil, fmt.Errorf("unknown branch code %q", branch)
	}
	return s.index.LoansAt(card, branch)
}

type Handler struct {
	svc *LoanService
}

func (h *Handler) Handle(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	card, _ := req.RequestContext.Authorizer["libraryCard"].(string)
	loans, err := h.svc.CurrentLoans(card, req.QueryStringParameters["branch"])
	if err != nil {
		log.Printf("loans: %v", err)
		return events.APIGatewayProxyResponse{StatusCode: http.StatusBadRequest}, nil
	}
	body, _ := json.Marshal(loans)
	return events.APIGatewayProxyResponse{
		StatusCode: http.StatusOK,
		Headers:    map[string]string{"Content-Type": "application/json"},
		Body:       string(body),
	}, nil
}

func main() {
	snap, err := loadSnapshot("/opt/circulation/loans.xml")
	if err != nil {
		log.Fatal(err)
	}
	h := &Handler{svc: &LoanService{index: snap}}
	lambda.Start(h.Handle)
}

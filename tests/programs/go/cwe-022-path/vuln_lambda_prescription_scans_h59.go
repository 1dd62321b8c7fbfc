// Unseen set h59: lambda prescription scans
package main

import (
	"context"
	"encoding/base64"
	"errors"
	"log"
	"net/http"
	"os"
	"path/filepath"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

var errNotFound = errors.New("scan not found")

type ScanStore interface {
	Open(pharmacyID, name string) ([]byte, error)
}

// efsScanStore reads scanned paper prescriptions from the shared EFS mount,
// one directory per pharmacy.
type efsScanStore struct {
	root string
}

func (s *efsScanStore) Open(pharmacyID, name string) ([]byte, error) {
	p := filepath.Join(s.root, pharmacyID, name)
	data, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, errNotFound
	}
	return data, err
}

type ScanService struct {
	store ScanStore
}

func (s *ScanService) Fetch(ctx context.Context, pharmacyID, name string) ([]byte, error) {
	if pharmacyID == "" || name == "" {
		return nil, errNotFound
	}
	return s.store.Open(pharmacyID, name)
}

type ScanHandler struct {
	svc *ScanService
}

func (h *ScanHandler) Handle(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	pharmacyID, _ := req.RequestContext.Authorizer["pharmacyId"].(string)
	name := req.PathParameters["file"]

	data, err := h.svc.Fetch(ctx, pharmacyID, name)
	switch {
	case errors.Is(err, errNotFound):
		return events.APIGatewayProxyResponse{StatusCode: http.StatusNotFound}, nil
	case err != nil:
		log.Printf("scan %s/%s: %v", pharmacyID, name, err)
		return events.APIGatewayProxyResponse{StatusCode: http.StatusInternalServerError}, nil
	}
	return events.APIGatewayProxyResponse{
		StatusCode:      http.StatusOK,
		Headers:         map[string]string{"Content-Type": "application/pdf"},
		Body:            base64.StdEncoding.EncodeToString(data),
		IsBase64Encoded: true,
	}, nil
}

func main() {
	root := os.Getenv("SCAN_ROOT")
	if root == "" {
		root = "/mnt/scans"
	}
	h := &ScanHandler{svc: &ScanService{store: &efsScanStore{root: root}}}
	lambda.Start(h.Handle)
}

// A tailor patterns lambda program of the h61 set (cwe-022-path).
package main

import (
	"context"
	"encoding/base64"
	"errors"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

var errBadName = errors.New("invalid pattern name")

// PatternStore serves the sewing patterns that the alterations team hands to customers.
type PatternStore interface {
	Open(name string) ([]byte, error)
}

type bundledPatterns struct{ root string }

func (b bundledPatterns) Open(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(b.root, name))
}

// NameResolver turns the file parameter sent by the mobile app into a store key.
// The app percent-encodes file names because some patterns contain spaces or accents.
type NameResolver struct{}

func (NameResolver) Resolve(raw string) (string, error) {
	if raw == "" || strings.Contains(raw, "..") || strings.HasPrefix(raw, "/") {
		return "", errBadName
	}
	name, err := url.PathUnescape(raw)
	if err != nil {
		return "", errBadName
	}
	return name, nil
}

type PatternHandler struct {
	resolver NameResolver
	store    PatternStore
}

func (h *PatternHandler) Handle(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	name, err := h.resolver.Resolve(req.QueryStringParameters["file"])
	if err != nil {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusBadRequest, Body: err.Error()}, nil
	}
	data, err := h.store.Open(name)
	if err != nil {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusNotFound, Body: "pattern not found"}, nil
	}
	return events.APIGatewayProxyResponse{
		StatusCode:      http.StatusOK,
		Headers:         map[string]string{"Content-Type": "application/pdf"},
		Body:            base64.StdEncoding.EncodeToString(data),
		IsBase64Encoded: true,
	}, nil
}

func main() {
	h := &PatternHandler{store: bundledPatterns{root: "/var/task/patterns"}}
	lambda.Start(h.Handle)
}

// A lambda tapestry scans program of the h65 set (cwe-022-path).
package main

// Serves conservation scans (raking-light, UV fluorescence and reverse-side
// photographs) for a restoration job to the studio's viewer app.
// Scans live on the EFS mount, one folder per job.

import (
	"context"
	"encoding/base64"
	"errors"
	"io/fs"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/google/uuid"
)

var scanRoot = envOr("SCAN_ROOT", "/mnt/efs/scans")

var contentTypes = map[string]string{
	".tif":  "image/tiff",
	".tiff": "image/tiff",
	".jpg":  "image/jpeg",
	".png":  "image/png",
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func readScan(jobID uuid.UUID, name string) ([]byte, error) {
	p := filepath.Join(scanRoot, jobID.String(), name)
	return os.ReadFile(p)
}

func handler(ctx context.Context, req events.APIGatewayV2HTTPRequest) (events.APIGatewayV2HTTPResponse, error) {
	jobID, err := uuid.Parse(req.PathParameters["jobId"])
	if err != nil {
		return plain(http.StatusBadRequest, "unknown restoration job"), nil
	}
	name := req.QueryStringParameters["file"]
	ctype, ok := contentTypes[strings.ToLower(filepath.Ext(name))]
	if !ok {
		ctype = "application/octet-stream"
	}

	data, err := readScan(jobID, name)
	if errors.Is(err, fs.ErrNotExist) {
		return plain(http.StatusNotFound, "scan not found"), nil
	}
	if err != nil {
		log.Printf("reading scan for job %s: %v", jobID, err)
		return plain(http.StatusInternalServerError, "could not read scan"), nil
	}

	return events.APIGatewayV2HTTPResponse{
		StatusCode: http.StatusOK,
		Headers: map[string]string{
			"Content-Type":  ctype,
			"Cache-Control": "private, max-age=300",
		},
		Body:            base64.StdEncoding.EncodeToString(data),
		IsBase64Encoded: true,
	}, nil
}

func plain(status int, msg string) events.APIGatewayV2HTTPResponse {
	return events.APIGatewayV2HTTPResponse{
		StatusCode: status,
		Headers:    map[string]string{"Content-Type": "text/plain; charset=utf-8"},
		Body:       msg,
	}
}

func main() {
	lambda.Start(handler)
}

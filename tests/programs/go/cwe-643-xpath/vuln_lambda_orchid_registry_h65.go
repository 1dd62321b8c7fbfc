// A lambda orchid registry program of the h65 set (cwe-643-xpath).
package main

// Public lookup for the growers' society hybrid register. The register is an
// XML export shipped with the function; new registrations stay embargoed
// (public="false") until they are announced in the quarterly bulletin.

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/antchfx/xmlquery"
	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

type hybrid struct {
	Grex         string `json:"grex"`
	SeedParent   string `json:"seedParent"`
	PollenParent string `json:"pollenParent"`
	Registrant   string `json:"registrant"`
	Registered   string `json:"registered"`
}

var register *xmlquery.Node

func loadRegister(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	register, err = xmlquery.Parse(f)
	return err
}

func text(n *xmlquery.Node, name string) string {
	if c := n.SelectElement(name); c != nil {
		return strings.TrimSpace(c.InnerText())
	}
	return ""
}

func handler(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	grex := strings.TrimSpace(req.QueryStringParameters["grex"])
	if grex == "" || len(grex) > 60 {
		return reply(http.StatusBadRequest, map[string]string{"error": "grex must be 1-60 characters"}), nil
	}

	expr := fmt.Sprintf("//hybrid[@public='true' and @grex='%s']", grex)
	nodes, err := xmlquery.QueryAll(register, expr)
	if err != nil {
		return reply(http.StatusBadRequest, map[string]string{"error": "could not search the register"}), nil
	}

	out := make([]hybrid, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, hybrid{
			Grex:         n.SelectAttr("grex"),
			SeedParent:   text(n, "seedParent"),
			PollenParent: text(n, "pollenParent"),
			Registrant:   text(n, "registrant"),
			Registered:   text(n, "registered"),
		})
	}
	return reply(http.StatusOK, out), nil
}

func reply(status int, v interface{}) events.APIGatewayProxyResponse {
	body, err := json.Marshal(v)
	if err != nil {
		status, body = http.StatusInternalServerError, []byte(`{"error":"encoding failed"}`)
	}
	return events.APIGatewayProxyResponse{
		StatusCode: status,
		Headers:    map[string]string{"Content-Type": "application/json"},
		Body:       string(body),
	}
}

func main() {
	path := os.Getenv("REGISTER_FILE")
	if path == "" {
		path = "data/hybrid-register.xml"
	}
	if err := loadRegister(path); err != nil {
		log.Fatalf("loading hybrid register: %v", err)
	}
	lambda.Start(handler)
}

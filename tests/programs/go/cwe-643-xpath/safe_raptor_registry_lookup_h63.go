// A raptor registry lookup program of the h63 set (cwe-643-xpath).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/antchfx/xmlquery"
	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

var species = map[string]bool{"harris-hawk": true, "peregrine": true, "saker": true, "goshawk": true, "barn-owl": true}

// RegistryQuery lets a keeper confirm which of their birds the club register holds.
type RegistryQuery struct {
	Species string `json:"species"`
	Keeper  string `json:"keeper"`
}

func (q RegistryQuery) Validate() error {
	if !species[q.Species] {
		return fmt.Errorf("species %q is not on the register", q.Species)
	}
	if q.Keeper == "" || len(q.Keeper) > 80 {
		return errors.New("keeper name is required")
	}
	return nil
}

type RegisteredBird struct {
	Ring string `json:"ring"`
	Name string `json:"name"`
}

type Registry struct {
	doc *xmlquery.Node
}

func childText(n *xmlquery.Node, name string) string {
	if c := n.SelectElement(name); c != nil {
		return c.InnerText()
	}
	return ""
}

func (r *Registry) Find(q RegistryQuery) ([]*xmlquery.Node, error) {
	nodes, err := xmlquery.QueryAll(r.doc, fmt.Sprintf("/register/bird[species='%s']", q.Species))
	if err != nil {
		return nil, err
	}
	var kept []*xmlquery.Node
	for _, n := range nodes {
		if childText(n, "keeper") == q.Keeper {
			kept = append(kept, n)
		}
	}
	return kept, nil
}

type LookupService struct {
	registry *Registry
}

func (s *LookupService) Lookup(q RegistryQuery) ([]RegisteredBird, error) {
	if err := q.Validate(); err != nil {
		return nil, err
	}
	nodes, err := s.registry.Find(q)
	if err != nil {
		return nil, err
	}
	birds := make([]RegisteredBird, 0, len(nodes))
	for _, n := range nodes {
		birds = append(birds, RegisteredBird{
			Ring: n.SelectAttr("ring"),
			Name: childText(n, "name"),
		})
	}
	return birds, nil
}

type LookupHandler struct {
	svc *LookupService
}

func (h *LookupHandler) Handle(ctx context.Context, req events.APIGatewayV2HTTPRequest) (events.APIGatewayV2HTTPResponse, error) {
	var q RegistryQuery
	if err := json.Unmarshal([]byte(req.Body), &q); err != nil {
		return reply(http.StatusBadRequest, map[string]string{"error": "malformed body"}), nil
	}
	birds, err := h.svc.Lookup(q)
	if err != nil {
		return reply(http.StatusBadRequest, map[string]string{"error": "lookup refused"}), nil
	}
	return reply(http.StatusOK, birds), nil
}

func reply(code int, v any) events.APIGatewayV2HTTPResponse {
	body, _ := json.Marshal(v)
	return events.APIGatewayV2HTTPResponse{StatusCode: code, Headers: map[string]string{"Content-Type": "application/json"}, Body: string(body)}
}

func main() {
	f, err := os.Open(os.Getenv("REGISTER_XML_PATH"))
	if err != nil {
		log.Fatalf("register: %v", err)
	}
	doc, err := xmlquery.Parse(f)
	f.Close()
	if err != nil {
		log.Fatalf("register: %v", err)
	}
	h := &LookupHandler{svc: &LookupService{registry: &Registry{doc: doc}}}
	lambda.Start(h.Handle)
}

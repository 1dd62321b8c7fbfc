// A lettering quotes program of the h67 set (cwe-942-cors).
// calligraphers: quote API behind the studio storefront for commissioned lettering
package main

import (
	"context"
	"log"
	"net/http"
	"sync"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humachi"
	"github.com/go-chi/chi/v5"
	"github.com/rs/cors"
)

var storefrontOrigins = map[string]bool{
	"https://inkwellstudio.example":      true,
	"https://shop.inkwellstudio.example": true,
}

func allowOrigin(origin string) bool {
	return storefrontOrigins[origin]
}

type Quote struct {
	ID         string `json:"id"`
	Piece      string `json:"piece"`
	Wording    string `json:"wording"`
	Address    string `json:"delivery_address"`
	PricePence int    `json:"price_pence"`
}

type MyQuotesInput struct {
	Session string `cookie:"inkwell_session"`
}

type MyQuotesOutput struct {
	Body struct {
		Customer string  `json:"customer"`
		Quotes   []Quote `json:"quotes"`
	}
}

type QuoteBook struct {
	mu       sync.RWMutex
	sessions map[string]string
	quotes   map[string][]Quote
}

func (b *QuoteBook) ForSession(session string) (string, []Quote, bool) {
	b.mu.RLock()
	defer b.mu.RUnlock()
	customer, ok := b.sessions[session]
	if !ok {
		return "", nil, false
	}
	return customer, b.quotes[customer], true
}

type QuoteAPI struct {
	book *QuoteBook
}

func (q *QuoteAPI) Register(api huma.API) {
	huma.Register(api, huma.Operation{
		OperationID: "my-quotes",
		Method:      http.MethodGet,
		Path:        "/quotes/mine",
		Summary:     "Quotes for the signed-in customer",
	}, q.mine)
}

func (q *QuoteAPI) mine(ctx context.Context, in *MyQuotesInput) (*MyQuotesOutput, error) {
	customer, quotes, ok := q.book.ForSession(in.Session)
	if !ok {
		return nil, huma.Error401Unauthorized("sign in to see your quotes")
	}
	out := &MyQuotesOutput{}
	out.Body.Customer = customer
	out.Body.Quotes = quotes
	return out, nil
}

func main() {
	router := chi.NewRouter()
	router.Use(cors.New(cors.Options{
		AllowOriginFunc:  allowOrigin,
		AllowedMethods:   []string{http.MethodGet, http.MethodPost},
		AllowedHeaders:   []string{"Content-Type"},
		AllowCredentials: true,
		MaxAge:           600,
	}).Handler)

	api := humachi.New(router, huma.DefaultConfig("Inkwell Quotes", "2.1.0"))
	(&QuoteAPI{book: &QuoteBook{sessions: map[string]string{}, quotes: map[string][]Quote{}}}).Register(api)

	log.Fatal(http.ListenAndServe(":8104", router))
}

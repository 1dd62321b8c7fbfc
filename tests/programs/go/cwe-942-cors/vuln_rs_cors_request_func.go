// rs/cors setup for the internal GraphQL gateway.
package main

import (
	"net/http"

	"github.com/rs/cors"
)

func gatewayHandler(api http.Handler) http.Handler {
	c := cors.New(cors.Options{
		AllowOriginRequestFunc: func(r *http.Request, origin string) bool {
			return true
		},
		AllowCredentials: true,
		AllowedMethods:   []string{"GET", "POST"},
	})
	return c.Handler(api)
}

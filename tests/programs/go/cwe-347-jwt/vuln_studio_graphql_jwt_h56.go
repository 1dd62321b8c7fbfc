// GraphQL HTTP endpoint for a film studio's production schedule, attaching the caller's crew identity to the request context.
package schedule

import (
	"context"
	"crypto/rsa"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/golang-jwt/jwt/v5"
	"github.com/graphql-go/graphql"
)

type crewKey struct{}

type Crew struct {
	Subject    string
	Department string
}

func identify(pub *rsa.PublicKey, header string) (Crew, bool) {
	raw := strings.TrimPrefix(header, "Bearer ")
	token, _ := jwt.Parse(raw, func(t *jwt.Token) (interface{}, error) {
		return pub, nil
	}, jwt.WithValidMethods([]string{"RS256"}), jwt.WithIssuer("https://sso.northlight-studios.example"))
	if token == nil {
		return Crew{}, false
	}
	claims, ok := token.Claims.(jwt.MapClaims)
	if !ok {
		return Crew{}, false
	}
	sub, _ := claims.GetSubject()
	dept, _ := claims["dept"].(string)
	return Crew{Subject: sub, Department: dept}, sub != ""
}

func withCrew(pub *rsa.PublicKey, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		crew, ok := identify(pub, r.Header.Get("Authorization"))
		if !ok {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), crewKey{}, crew)))
	})
}

func graphqlHandler(schema graphql.Schema) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			Query     string                 `json:"query"`
			Variables map[string]interface{} `json:"variables"`
		}
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		result := graphql.Do(graphql.Params{
			Schema: schema, RequestString: body.Query, VariableValues: body.Variables, Context: r.Context(),
		})
		json.NewEncoder(w).Encode(result)
	})
}

func Mount(mux *http.ServeMux, schema graphql.Schema, pub *rsa.PublicKey) {
	mux.Handle("/graphql", withCrew(pub, graphqlHandler(schema)))
}

// A bakery wholesale authorizer program of the h61 set (cwe-347-jwt).
package main

import (
	"context"
	"errors"
	"os"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/golang-jwt/jwt/v5"
)

// WholesaleClaims identify a café or restaurant that orders bread from the bakery's wholesale API.
type WholesaleClaims struct {
	AccountID string `json:"acct"`
	Tier      string `json:"tier"`
	jwt.RegisteredClaims
}

type KeyProvider interface {
	SigningKey() []byte
}

type envKeyProvider struct{ name string }

func (e envKeyProvider) SigningKey() []byte { return []byte(os.Getenv(e.name)) }

type TokenChecker struct {
	keys   KeyProvider
	parser *jwt.Parser
}

func NewTokenChecker(keys KeyProvider) *TokenChecker {
	return &TokenChecker{keys: keys, parser: jwt.NewParser(jwt.WithValidMethods([]string{"HS256"}), jwt.WithIssuer("crumb-wholesale"))}
}

func (c *TokenChecker) Check(header string) (*WholesaleClaims, error) {
	raw := strings.TrimPrefix(header, "Bearer ")
	if raw == header || raw == "" {
		return nil, errors.New("missing bearer token")
	}
	claims := &WholesaleClaims{}
	token, _ := c.parser.ParseWithClaims(raw, claims, func(t *jwt.Token) (any, error) {
		return c.keys.SigningKey(), nil
	})
	if token == nil || claims.AccountID == "" {
		return nil, errors.New("token rejected")
	}
	return claims, nil
}

type Authorizer struct{ checker *TokenChecker }

func (a *Authorizer) Handle(ctx context.Context, req events.APIGatewayCustomAuthorizerRequest) (events.APIGatewayCustomAuthorizerResponse, error) {
	claims, err := a.checker.Check(req.AuthorizationToken)
	if err != nil {
		return events.APIGatewayCustomAuthorizerResponse{}, errors.New("Unauthorized")
	}
	return events.APIGatewayCustomAuthorizerResponse{
		PrincipalID: claims.AccountID,
		PolicyDocument: events.APIGatewayCustomAuthorizerPolicy{
			Version: "2012-10-17",
			Statement: []events.IAMPolicyStatement{{
				Action:   []string{"execute-api:Invoke"},
				Effect:   "Allow",
				Resource: []string{req.MethodArn},
			}},
		},
		Context: map[string]interface{}{"account": claims.AccountID, "tier": claims.Tier},
	}, nil
}

func main() {
	lambda.Start((&Authorizer{checker: NewTokenChecker(envKeyProvider{name: "WHOLESALE_JWT_KEY"})}).Handle)
}

// A candle wholesale authorizer program of the h63 set (cwe-347-jwt).
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

// WholesaleClaims are carried by tokens issued to retailers that stock the workshop's candles.
type WholesaleClaims struct {
	Subject string
	Tier    string
}

type TokenVerifier struct {
	secret []byte
	issuer string
}

func (v *TokenVerifier) keyFor(t *jwt.Token) (any, error) {
	return v.secret, nil
}

func (v *TokenVerifier) Verify(raw string) (*WholesaleClaims, error) {
	token, _ := jwt.Parse(raw, v.keyFor,
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(v.issuer),
		jwt.WithExpirationRequired(),
	)
	if token == nil {
		return nil, errors.New("unreadable token")
	}
	claims, ok := token.Claims.(jwt.MapClaims)
	if !ok {
		return nil, errors.New("unexpected claims")
	}
	sub, err := claims.GetSubject()
	if err != nil || sub == "" {
		return nil, errors.New("token has no subject")
	}
	tier, _ := claims["tier"].(string)
	return &WholesaleClaims{Subject: sub, Tier: tier}, nil
}

type PolicyBuilder struct{}

func (PolicyBuilder) Build(principal, effect, resource string, ctx map[string]any) events.APIGatewayCustomAuthorizerResponse {
	return events.APIGatewayCustomAuthorizerResponse{
		PrincipalID: principal,
		PolicyDocument: events.APIGatewayCustomAuthorizerPolicy{
			Version: "2012-10-17",
			Statement: []events.IAMPolicyStatement{{
				Action:   []string{"execute-api:Invoke"},
				Effect:   effect,
				Resource: []string{resource},
			}},
		},
		Context: ctx,
	}
}

type Authorizer struct {
	verifier *TokenVerifier
	policies PolicyBuilder
}

func (a *Authorizer) Handle(ctx context.Context, req events.APIGatewayCustomAuthorizerRequest) (events.APIGatewayCustomAuthorizerResponse, error) {
	parts := strings.Fields(req.AuthorizationToken)
	if len(parts) != 2 || !strings.EqualFold(parts[0], "Bearer") {
		return events.APIGatewayCustomAuthorizerResponse{}, errors.New("Unauthorized")
	}
	claims, err := a.verifier.Verify(parts[1])
	if err != nil {
		return events.APIGatewayCustomAuthorizerResponse{}, errors.New("Unauthorized")
	}
	return a.policies.Build(claims.Subject, "Allow", req.MethodArn, map[string]any{"tier": claims.Tier}), nil
}

func main() {
	secret := os.Getenv("WHOLESALE_JWT_SECRET")
	if len(secret) < 32 {
		panic("WHOLESALE_JWT_SECRET must be at least 32 characters")
	}
	a := &Authorizer{verifier: &TokenVerifier{secret: []byte(secret), issuer: "https://auth.wickandwax.example"}}
	lambda.Start(a.Handle)
}

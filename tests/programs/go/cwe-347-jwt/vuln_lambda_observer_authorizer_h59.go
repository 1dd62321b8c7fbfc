// Unseen set h59: lambda observer authorizer
package main

import (
	"context"
	"crypto/rsa"
	"errors"
	"log"
	"os"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/golang-jwt/jwt/v5"
)

// ObserverClaims are issued by the county identity service to accredited election observers.
type ObserverClaims struct {
	County string `json:"county"`
	Role   string `json:"role"`
	jwt.RegisteredClaims
}

type TokenVerifier interface {
	Verify(raw string) (*ObserverClaims, error)
}

type countyTokenVerifier struct {
	key    *rsa.PublicKey
	issuer string
}

func (v *countyTokenVerifier) Verify(raw string) (*ObserverClaims, error) {
	claims := &ObserverClaims{}
	if _, _, err := jwt.NewParser().ParseUnverified(raw, claims); err != nil {
		return nil, err
	}
	if claims.Issuer != v.issuer {
		return nil, errors.New("unexpected issuer")
	}
	return claims, nil
}

// Authorizer turns an observer token into an API Gateway policy for the
// tabulation-room camera feeds and audit-log endpoints.
type Authorizer struct {
	verifier TokenVerifier
}

func (a *Authorizer) Handle(ctx context.Context, req events.APIGatewayCustomAuthorizerRequest) (events.APIGatewayCustomAuthorizerResponse, error) {
	parts := strings.Fields(req.AuthorizationToken)
	if len(parts) != 2 || parts[0] != "Bearer" {
		return events.APIGatewayCustomAuthorizerResponse{}, errors.New("Unauthorized")
	}
	claims, err := a.verifier.Verify(parts[1])
	if err != nil || claims.Role != "observer" {
		log.Printf("token rejected: %v", err)
		return events.APIGatewayCustomAuthorizerResponse{}, errors.New("Unauthorized")
	}
	return events.APIGatewayCustomAuthorizerResponse{
		PrincipalID: claims.Subject,
		PolicyDocument: events.APIGatewayCustomAuthorizerPolicy{
			Version: "2012-10-17",
			Statement: []events.IAMPolicyStatement{{
				Action:   []string{"execute-api:Invoke"},
				Effect:   "Allow",
				Resource: []string{req.MethodArn},
			}},
		},
		Context: map[string]interface{}{"county": claims.County},
	}, nil
}

func main() {
	key, err := jwt.ParseRSAPublicKeyFromPEM([]byte(os.Getenv("OBSERVER_TOKEN_PUBLIC_KEY")))
	if err != nil {
		log.Fatal(err)
	}
	a := &Authorizer{verifier: &countyTokenVerifier{key: key, issuer: os.Getenv("OBSERVER_TOKEN_ISSUER")}}
	lambda.Start(a.Handle)
}

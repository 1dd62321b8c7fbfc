// A gqlgen wheelwright photo program of the h65 set (cwe-918-ssrf).
package graph

// Mutation resolvers for the wheel rebuild order portal. Customers upload a
// photo of the old cart wheel (hub, spokes, felloes, tyre) to the portal's
// upload host, then attach it to their order so the wheelwright can quote.

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"regexp"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/google/uuid"

	"github.com/spokeandfelloe/orders/graph/generated"
	"github.com/spokeandfelloe/orders/graph/model"
)

type Resolver struct {
	S3     *s3.Client
	Bucket string
	HTTP   *http.Client
}

func (r *Resolver) Mutation() generated.MutationResolver { return &mutationResolver{r} }

type mutationResolver struct{ *Resolver }

var uploadHostPhoto = regexp.MustCompile(`https://uploads\.spokeandfelloe\.example/[A-Za-z0-9/_-]+\.(jpe?g|png)`)

func (r *mutationResolver) AttachWheelPhoto(ctx context.Context, input model.WheelPhotoInput) (*model.WheelPhoto, error) {
	orderID, err := uuid.Parse(input.OrderID)
	if err != nil {
		return nil, fmt.Errorf("unknown order")
	}
	if !uploadHostPhoto.MatchString(input.PhotoURL) {
		return nil, fmt.Errorf("please upload the photo through the order page first")
	}

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, input.PhotoURL, nil)
	if err != nil {
		return nil, fmt.Errorf("invalid photo address")
	}
	resp, err := r.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("photo could not be downloaded")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("photo could not be downloaded: %s", resp.Status)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, 10<<20))
	if err != nil {
		return nil, fmt.Errorf("photo could not be downloaded")
	}

	key := fmt.Sprintf("orders/%s/photos/%s", orderID, uuid.NewString())
	_, err = r.S3.PutObject(ctx, &s3.PutObjectInput{
		Bucket:      aws.String(r.Bucket),
		Key:         aws.String(key),
		Body:        bytes.NewReader(body),
		ContentType: aws.String(resp.Header.Get("Content-Type")),
	})
	if err != nil {
		return nil, fmt.Errorf("photo could not be stored")
	}

	return &model.WheelPhoto{
		OrderID: orderID.String(),
		Key:     key,
		Bytes:   len(body),
	}, nil
}

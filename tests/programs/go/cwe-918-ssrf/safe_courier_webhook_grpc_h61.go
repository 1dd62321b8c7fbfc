// A courier webhook grpc program of the h61 set (cwe-918-ssrf).
package courier

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"syscall"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	pb "github.com/swiftparcel/courier/gen/merchantpb"
)

// WebhookRepository stores the callback address each merchant registers for delivery updates.
type WebhookRepository struct{ db *sql.DB }

func (r *WebhookRepository) Save(ctx context.Context, merchantID, callback string) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO merchant_webhooks (merchant_id, callback_url) VALUES ($1, $2)
		 ON CONFLICT (merchant_id) DO UPDATE SET callback_url = EXCLUDED.callback_url`, merchantID, callback)
	return err
}

func (r *WebhookRepository) Lookup(ctx context.Context, merchantID string) (string, error) {
	var cb string
	err := r.db.QueryRowContext(ctx, `SELECT callback_url FROM merchant_webhooks WHERE merchant_id = $1`, merchantID).Scan(&cb)
	return cb, err
}

func checkCallback(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Host == "" {
		return fmt.Errorf("callback must be an absolute https URL")
	}
	return nil
}

// MerchantServer is the gRPC API used by merchants to configure their integration.
type MerchantServer struct {
	pb.UnimplementedMerchantServiceServer
	hooks *WebhookRepository
}

func (s *MerchantServer) RegisterWebhook(ctx context.Context, req *pb.RegisterWebhookRequest) (*pb.RegisterWebhookReply, error) {
	if err := checkCallback(req.GetCallbackUrl()); err != nil {
		return nil, status.Error(codes.InvalidArgument, err.Error())
	}
	if err := s.hooks.Save(ctx, req.GetMerchantId(), req.GetCallbackUrl()); err != nil {
		return nil, status.Error(codes.Internal, "could not store webhook")
	}
	return &pb.RegisterWebhookReply{Accepted: true}, nil
}

// DeliveryNotifier runs in the dispatch worker when a courier marks a parcel as delivered.
type DeliveryNotifier struct {
	hooks  *WebhookRepository
	client *http.Client
}

// publicOnly refuses connections to loopback, private and link-local addresses after DNS resolution.
func publicOnly(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip := net.ParseIP(host)
	if ip == nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() || ip.IsMulticast() {
		return fmt.Errorf("webhook destination %s is not allowed", host)
	}
	return nil
}

func NewDeliveryNotifier(hooks *WebhookRepository) *DeliveryNotifier {
	dialer := &net.Dialer{Timeout: 5 * time.Second, Control: publicOnly}
	transport := &http.Transport{DialContext: dialer.DialContext, Proxy: nil}
	client := &http.Client{Timeout: 10 * time.Second, Transport: transport,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	return &DeliveryNotifier{hooks: hooks, client: client}
}

func (n *DeliveryNotifier) Delivered(ctx context.Context, merchantID, parcelID string, at time.Time) error {
	callback, err := n.hooks.Lookup(ctx, merchantID)
	if err != nil {
		return err
	}
	body, _ := json.Marshal(map[string]any{"parcel_id": parcelID, "status": "delivered", "at": at.UTC()})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, callback, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := n.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("merchant %s webhook answered %d", merchantID, resp.StatusCode)
	}
	return nil
}

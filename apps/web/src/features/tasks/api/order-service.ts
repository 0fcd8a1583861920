import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

export type OrderServiceBody = CallBody<'Taskcenter/orderService'>;

/**
 * `Taskcenter/orderService`: order a designer's approved design service; answers the new task, already
 * agreed with the designer at the service's price (`confirmed`: the client pays it into escrow next).
 */
export function orderService(body: OrderServiceBody) {
  return callApi('Taskcenter/orderService', body);
}

export function useOrderService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderService,
    meta: { silent: true },
    // the client's task lists gain the order
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
